import { extractAttributions } from "./extract-attributions";
import { extractNames } from "./extract-names";
import { extractQualifiers } from "./extract-qualifiers";
import { mentionKey } from "./mention-key";
import { parseMentions } from "./parse-mentions";
import { isStopword } from "./stopwords";
import { tokenize, type Token } from "./tokenize";
import { keysNeeded, type Detail, type DetailKey, type DetailKind, type SourceTurn, type Speaker } from "./types";

export type TurnDetails = { turn: SourceTurn; tokens: Token[]; details: Detail[] };

const CONTEXT_RADIUS = 5;
const MAX_CONTEXT = 10;

export const speakerOf = (role: string): Speaker => (role === "assistant" ? "assistant" : role === "user" ? "user" : "other");

const isContextToken = (t: Token) => (t.type === "word" || t.type === "handle") && !isStopword(t.lower) && !/^\d/.test(t.norm) && t.norm.length > 1;

// Up to CONTEXT_RADIUS content words on each side, within the sentence: what the detail is about.
function contextOf(tokens: Token[], from: number, to: number): string[] {
  const sentence = tokens[from]!.sentence;
  const keys = new Set<string>();
  for (const [start, step] of [
    [from - 1, -1],
    [to, 1],
  ] as const) {
    let found = 0;
    for (let j = start; j >= 0 && j < tokens.length && found < CONTEXT_RADIUS; j += step) {
      const t = tokens[j]!;
      if (t.sentence !== sentence && t.type !== "symbol") break;
      if (isContextToken(t)) {
        keys.add(t.norm);
        found++;
      }
    }
  }
  return [...keys].slice(0, MAX_CONTEXT);
}

function questionSentences(tokens: Token[]): Set<number> {
  const ids = new Set<number>();
  for (const t of tokens) if (t.text === "?") ids.add(t.sentence);
  return ids;
}

const dedupeKey = (kind: DetailKind, key: DetailKey): string => {
  if (key.type === "mention") return `${kind}|${mentionKey(key.mention)}`;
  if (key.type === "concepts") return `${kind}|${key.concepts.map((c) => c.join("/")).join(" ")}`;
  return `${kind}|${key.qualifierClass}|${key.head === null ? key.headKeys.join(" ") : mentionKey(key.head)}`;
};

/**
 * Every occurrence of a detail in one turn, in text order, repeats included: numbers, dates,
 * times, durations and quantities, names, qualifiers, and (for assistant turns) what the
 * assistant put forward.
 */
export function detailOccurrences(turn: SourceTurn): { tokens: Token[]; occurrences: Detail[] } {
  const tokens = tokenize(turn.content);
  const speaker = speakerOf(turn.role);
  const answerBearing = turn.answerBearing === true;
  const questions = questionSentences(tokens);
  const occurrences: Detail[] = [];

  const add = (kind: DetailKind, from: number, to: number, key: DetailKey, withContext: boolean) => {
    const first = tokens[from]!;
    const asksBack = speaker === "assistant" && questions.has(first.sentence);
    const advice = speaker === "assistant" && kind === "qualifier";
    occurrences.push({
      text: turn.content.slice(first.start, tokens[to - 1]!.end),
      kind,
      turnId: turn.id,
      answerBearing,
      speaker,
      start: first.start,
      end: tokens[to - 1]!.end,
      key,
      context: withContext ? contextOf(tokens, from, to) : [],
      salient: !asksBack && !advice,
    });
  };

  const mentions = parseMentions(tokens);
  for (const m of mentions) add(m.kind, m.tokenStart, m.tokenEnd, { type: "mention", mention: m }, true);
  for (const n of extractNames(turn.content, tokens)) {
    add("name", n.tokenStart, n.tokenEnd, { type: "concepts", concepts: n.groups, need: keysNeeded(n.groups.length) }, false);
  }
  for (const q of extractQualifiers(tokens, mentions)) {
    const key: DetailKey = { type: "qualifier", qualifierClass: q.qualifierClass, head: q.head, headKeys: q.headKeys };
    add("qualifier", q.tokenStart, q.tokenEnd, key, true);
  }
  if (speaker === "assistant") {
    for (const a of extractAttributions(tokens)) {
      add("attribution", a.tokenStart, a.tokenEnd, { type: "concepts", concepts: a.groups, need: keysNeeded(a.groups.length) }, false);
    }
  }
  occurrences.sort((a, b) => a.start - b.start);
  return { tokens, occurrences };
}

/**
 * The details of one turn, each once: repeats of the same detail are merged into the first
 * occurrence, which takes the contexts of all of them and is salient if any of them is.
 */
export function extractTurnDetails(turn: SourceTurn): TurnDetails {
  const { tokens, occurrences } = detailOccurrences(turn);
  const byKey = new Map<string, Detail>();
  for (const occurrence of occurrences) {
    const id = dedupeKey(occurrence.kind, occurrence.key);
    const existing = byKey.get(id);
    if (existing === undefined) byKey.set(id, { ...occurrence });
    else {
      existing.context = [...new Set([...existing.context, ...occurrence.context])];
      existing.salient ||= occurrence.salient;
    }
  }
  return { turn, tokens, details: [...byKey.values()] };
}
