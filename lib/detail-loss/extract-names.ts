import { acronymGroup } from "./concept-groups";
import { isSentenceOpener, isStopword } from "./stopwords";
import type { Token } from "./tokenize";

/** `groups`: one key group per word; a lone acronym also accepts the last word it abbreviates. */
export type NameSpan = { tokenStart: number; tokenEnd: number; start: number; end: number; groups: string[][] };

// Lowercase words allowed inside a name: "University of Melbourne", "Seco de Cordero",
// "Conch & Snapper Stew". Not "to" or "with": "Lake Michigan with Alex" is two names.
const CONNECTORS = new Set(["of", "de", "la", "del", "du", "da", "der", "von", "van", "the", "&"]);
const TITLES = new Set(["dr", "mr", "mrs", "ms", "prof", "sir", "madam"]);
const NOT_NAMES = new Set(["i", "i'm", "i've", "i'll", "i'd", "i’m", "i’ve", "i’ll", "i’d", "ok", "okay", "am", "pm", "ai"]);
const CALENDAR = new Set([
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "mondays",
  "tuesdays",
  "wednesdays",
  "thursdays",
  "fridays",
  "saturdays",
  "sundays",
]);

const isCode = (t: Token) => t.type === "word" && /\d/.test(t.lower) && /[a-z]/.test(t.lower);
const isHandleOrDomain = (t: Token) => t.type === "handle" || (t.type === "word" && /\.[a-z]{2,4}$/.test(t.lower));

function isCandidate(t: Token | undefined): t is Token {
  if (t === undefined) return false;
  if (isHandleOrDomain(t) || isCode(t)) return true;
  if (t.type !== "word" || !t.capitalized || t.text.length < 2) return false;
  return !NOT_NAMES.has(t.lower) && !CALENDAR.has(t.lower);
}

const keysOf = (tokens: Token[], from: number, to: number): string[] =>
  tokens
    .slice(from, to)
    .filter(
      (t) => (t.type === "word" || t.type === "number" || t.type === "handle") && !CONNECTORS.has(t.lower) && !TITLES.has(t.lower) && !isStopword(t.lower),
    )
    .map((t) => t.norm)
    .filter((k) => k.length > 0);

function span(tokens: Token[], from: number, to: number): NameSpan {
  const acronym = to - from === 1 ? acronymGroup(tokens, from) : null;
  const groups = acronym !== null ? [acronym] : keysOf(tokens, from, to).map((k) => [k]);
  return { tokenStart: from, tokenEnd: to, start: tokens[from]!.start, end: tokens[to - 1]!.end, groups };
}

// Binary search: the index of the first token starting at or after `offset`.
function firstTokenAtOrAfter(tokens: Token[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Quoted titles: "Kid Gorgeous", 'Vocal Prayer and Meditation'. Long quotes are sentences, not names.
function quotedNames(text: string, tokens: Token[]): NameSpan[] {
  const names: NameSpan[] = [];
  const pattern = /(?<![\p{L}\p{N}])["“'‘]([\p{Lu}][^"”'’\n]{0,80}?)["”'’](?![\p{L}\p{N}])/gu;
  for (const m of text.matchAll(pattern)) {
    const from = m.index + 1;
    const to = from + m[1]!.length;
    const first = firstTokenAtOrAfter(tokens, from);
    if (first >= tokens.length) continue;
    let last = first;
    while (last < tokens.length && tokens[last]!.end <= to) last++;
    if (last - first >= 1 && last - first <= 10) names.push(span(tokens, first, last));
  }
  return names;
}

/**
 * Proper nouns in a turn: runs of capitalized words (with connectors and trailing model numbers,
 * "Dell Inspiron 15 5000"), @handles, domains, code-like tokens ("6S", "SIAC_GEE") and quoted
 * titles. A capitalized word opening a sentence counts only when it starts a multiword name
 * or is capitalized mid-sentence elsewhere in the same text. Markdown heading lines are skipped.
 */
export function extractNames(text: string, tokens: Token[]): NameSpan[] {
  const headingLines = new Set(tokens.filter((t) => t.text === "#").map((t) => t.line));
  const midCapitalized = new Set(tokens.filter((t) => isCandidate(t) && !t.sentenceStart).map((t) => t.lower));
  const names: NameSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (!isCandidate(t) || headingLines.has(t.line)) {
      i++;
      continue;
    }
    if (t.sentenceStart && !isHandleOrDomain(t) && !isCode(t)) {
      const opener = isSentenceOpener(t.lower) || isStopword(t.lower);
      const multiword = isCandidate(tokens[i + 1]) && tokens[i + 1]!.start === t.end + 1;
      if (opener || (!multiword && !midCapitalized.has(t.lower))) {
        i++;
        continue;
      }
    }
    let end = i + 1;
    for (;;) {
      const next = tokens[end];
      const adjacent = next !== undefined && next.line === t.line && next.start - tokens[end - 1]!.end <= 1;
      if (!adjacent) break;
      if (isCandidate(next) && !next.sentenceStart) end++;
      else if (next.type === "number" && !next.ordinal && tokens[end - 1]!.type !== "symbol") end++;
      else if (CONNECTORS.has(next.lower) && isCandidate(tokens[end + 1]) && tokens[end + 1]!.start - next.end <= 1) end += 2;
      else break;
    }
    const name = span(tokens, i, end);
    if (name.groups.length > 0) names.push(name);
    i = end;
  }
  const quoted = quotedNames(text, tokens);
  const outside = names.filter((n) => !quoted.some((q) => n.tokenStart >= q.tokenStart && n.tokenEnd <= q.tokenEnd));
  return [...quoted.filter((q) => q.groups.length > 0), ...outside].sort((a, b) => a.tokenStart - b.tokenStart);
}
