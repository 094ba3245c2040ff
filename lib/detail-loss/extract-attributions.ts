import { conceptGroups } from "./concept-groups";
import { isStopword } from "./stopwords";
import type { Token } from "./tokenize";

export type AttributionSpan = { tokenStart: number; tokenEnd: number; start: number; end: number; groups: string[][] };

const MAX_KEYS = 6;
const CLAUSE_END = new Set([",", ";", ".", ":", "!", "?", "(", ")"]);
const HEAD_END = new Set([":", "-", "–", "—"]);
// Cues after which the assistant names what it suggests ("I recommend X", "you could try X").
const FORWARD_CUES = [
  ["i", "would", "recommend"],
  ["i", "recommend"],
  ["i'd", "recommend"],
  ["i", "would", "suggest"],
  ["i", "suggest"],
  ["you", "could", "try"],
  ["you", "might", "try"],
  ["you", "can", "try"],
  ["you", "should", "try"],
  ["how", "about"],
  ["recommended", "to", "use"],
  ["consider", "using"],
  ["try", "using"],
];
// Cues that follow what is suggested ("a pilsner or lager would work well").
const BACKWARD_CUES = [
  ["would", "work", "well"],
  ["would", "be", "a", "great"],
  ["is", "a", "great", "choice"],
  ["is", "a", "good", "choice"],
];

const isKeyToken = (t: Token) => (t.type === "word" || t.type === "number" || t.type === "handle") && !isStopword(t.lower);

function spanOf(tokens: Token[], from: number, to: number): AttributionSpan | null {
  const keyIndexes: number[] = [];
  for (let i = from; i < to; i++) if (isKeyToken(tokens[i]!)) keyIndexes.push(i);
  const groups = conceptGroups(tokens, keyIndexes).slice(0, MAX_KEYS);
  if (groups.length === 0) return null;
  return { tokenStart: from, tokenEnd: to, start: tokens[from]!.start, end: tokens[to - 1]!.end, groups };
}

// " - " separates a list item's head from its text; a hyphen inside a word ("Two-factor") does not.
const isHeadEnd = (tokens: Token[], i: number) => {
  const t = tokens[i]!;
  if (t.text === ":") return true;
  if (!HEAD_END.has(t.text)) return false;
  return tokens[i - 1] === undefined || tokens[i - 1]!.end < t.start;
};

const matchesAt = (tokens: Token[], i: number, cue: string[]) => cue.every((w, k) => tokens[i + k]?.lower === w);
const isBoldDelimiter = (tokens: Token[], i: number) => tokens[i]?.text === "*" && tokens[i + 1]?.text === "*" && tokens[i + 1]!.start === tokens[i]!.end;

// Bold runs **like this** on one line.
function boldSpans(tokens: Token[]): AttributionSpan[] {
  const spans: AttributionSpan[] = [];
  let open = -1;
  for (let i = 0; i < tokens.length; i++) {
    if (!isBoldDelimiter(tokens, i)) continue;
    if (open >= 0 && tokens[open]!.line === tokens[i]!.line) {
      const span = i - open - 2 <= 12 ? spanOf(tokens, open + 2, i) : null;
      if (span !== null) spans.push(span);
      open = -1;
    } else open = i;
    i++;
  }
  return spans;
}

// The head of a list item: its bold lead, the words before ":" or " - ", or its first words.
function listItemHeads(tokens: Token[]): AttributionSpan[] {
  const spans: AttributionSpan[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const first = i === 0 || tokens[i - 1]!.line !== t.line;
    const bullet = t.listMarker || (t.type === "symbol" && ["-", "*", "•"].includes(t.text) && !isBoldDelimiter(tokens, i));
    if (!first || !bullet) continue;
    let from = i + 1;
    while (tokens[from]?.type === "symbol" && tokens[from]!.line === t.line && !isHeadEnd(tokens, from)) from++;
    let to = from;
    let words = 0;
    while (to < tokens.length && tokens[to]!.line === t.line && !isHeadEnd(tokens, to) && !isBoldDelimiter(tokens, to)) {
      if (isKeyToken(tokens[to]!)) words++;
      to++;
    }
    if (words > 8) {
      to = from;
      words = 0;
      while (to < tokens.length && tokens[to]!.line === t.line && words < MAX_KEYS && !CLAUSE_END.has(tokens[to]!.text)) {
        if (isKeyToken(tokens[to]!)) words++;
        to++;
      }
    }
    const span = to > from ? spanOf(tokens, from, to) : null;
    if (span !== null) spans.push(span);
  }
  return spans;
}

const CUE_FIRST_WORDS = new Set([...FORWARD_CUES, ...BACKWARD_CUES].map((cue) => cue[0]!));

function cueSpans(tokens: Token[]): AttributionSpan[] {
  const spans: AttributionSpan[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!CUE_FIRST_WORDS.has(tokens[i]!.lower)) continue;
    const forward = FORWARD_CUES.find((cue) => matchesAt(tokens, i, cue));
    if (forward !== undefined) {
      let to = i + forward.length;
      while (to < tokens.length && !CLAUSE_END.has(tokens[to]!.text) && to - i < 14) to++;
      const span = spanOf(tokens, i + forward.length, to);
      if (span !== null) spans.push(span);
      continue;
    }
    const backward = BACKWARD_CUES.find((cue) => matchesAt(tokens, i, cue));
    if (backward === undefined) continue;
    let from = i;
    while (from > 0 && !CLAUSE_END.has(tokens[from - 1]!.text) && !tokens[from]!.sentenceStart && i - from < 10) from--;
    const span = spanOf(tokens, from, i);
    if (span !== null) spans.push(span);
  }
  return spans;
}

/**
 * What an assistant turn puts forward: list items (by their head), bold terms, and the object of
 * recommendation cues ("I recommend X", "X would work well"). Each is a detail that a fact sheet
 * must keep and must not credit to the user. Duplicates with the same key groups are dropped.
 */
export function extractAttributions(tokens: Token[]): AttributionSpan[] {
  const all = [...listItemHeads(tokens), ...boldSpans(tokens), ...cueSpans(tokens)].sort((a, b) => a.tokenStart - b.tokenStart);
  const seen = new Set<string>();
  return all.filter((s) => {
    const key = s.groups.map((g) => g.join("/")).join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
