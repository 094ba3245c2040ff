import type { Mention } from "./mentions";
import { findQualifierMarkers, type QualifierClass } from "./qualifier-markers";
import { isStopword } from "./stopwords";
import type { Token } from "./tokenize";

export type QualifierSpan = {
  tokenStart: number;
  tokenEnd: number;
  start: number;
  end: number;
  qualifierClass: QualifierClass;
  /** The amount a numeric qualifier bounds ("over [a year]"), or null for a word qualifier. */
  head: Mention | null;
  /** Content-word keys of what a word qualifier applies to ("used to [be a staunch atheist]"). */
  headKeys: string[];
};

const NUMERIC: ReadonlySet<QualifierClass> = new Set(["lower-bound", "upper-bound", "near", "only"]);
const CLAUSE_END = new Set([",", ";", ".", ":", "!", "?", "(", ")", "but", "and", "so", "because", "which", "while", "though"]);
// Verbs too generic to identify a fact: "I don't want to overexert" is about overexerting.
const GENERIC = new Set(["want", "need", "like", "think", "know", "seem", "feel", "tri", "sure", "realli", "go", "get", "make", "do", "have", "be", "us"]);
// Politeness and hedges, not facts: "not sure", "don't worry", "not only", "never mind", and the
// assistant's "I don't have personal opinions / access".
const HEDGE_NEXT = new Set(["sure", "worry", "hesitate", "forget", "mind", "problem", "only", "just", "certain", "necessarily", "quite"]);
const HEDGE_HEAD = new Set(["person", "access", "abil", "opinion", "realiz"]);

function headKeysAfter(tokens: Token[], from: number): { keys: string[]; end: number } {
  const keys: string[] = [];
  let j = from;
  while (j < tokens.length && j < from + 8 && keys.length < 3) {
    const t = tokens[j]!;
    if (CLAUSE_END.has(t.lower) || t.sentenceStart) break;
    if ((t.type === "word" || t.type === "handle") && !isStopword(t.lower) && !GENERIC.has(t.norm)) keys.push(t.norm);
    j++;
  }
  return { keys, end: j };
}

// "I didn't get to bed until 2 AM" says when, it does not negate: skip "not ... until".
function untilFollows(tokens: Token[], from: number): boolean {
  for (let j = from; j < tokens.length && j < from + 8; j++) {
    const t = tokens[j]!;
    if (t.lower === "until" || t.lower === "till") return true;
    if (CLAUSE_END.has(t.lower) && t.lower !== "and") return false;
  }
  return false;
}

/**
 * Qualifiers that change a fact's meaning: bounds on an amount ("over a year", "at least 10",
 * "almost", "only 500"), negation ("not", "never", "didn't"), and cessation ("used to",
 * "no longer"). Hedges ("not sure", "don't worry") and "not ... until" are left out.
 */
export function extractQualifiers(tokens: Token[], mentions: Mention[]): QualifierSpan[] {
  const byStart = new Map(mentions.map((m) => [m.tokenStart, m]));
  const spans: QualifierSpan[] = [];
  for (const marker of findQualifierMarkers(tokens)) {
    const { tokenStart, tokenEnd, qualifierClass } = marker;
    const head = byStart.get(tokenEnd) ?? null;
    const at = (end: number) => ({ tokenStart, tokenEnd: end, start: tokens[tokenStart]!.start, end: tokens[end - 1]!.end });
    if (head !== null && NUMERIC.has(qualifierClass)) {
      spans.push({ ...at(head.tokenEnd), qualifierClass, head, headKeys: [] });
      continue;
    }
    if (NUMERIC.has(qualifierClass) && qualifierClass !== "only") continue;
    // "I just got back": "just" without an amount means "recently".
    if (qualifierClass === "only" && tokens[tokenStart]!.lower === "just") continue;
    const before = tokens[tokenStart - 1]?.lower;
    if (before === "why" || before === "if" || before === "or" || before === "whether") continue;
    if (tokens[tokenStart]!.lower === "no" && (tokens[tokenStart]!.sentenceStart || tokens[tokenEnd]?.text === ",")) continue;
    if (qualifierClass === "negation" && untilFollows(tokens, tokenEnd)) continue;
    const { keys, end } = headKeysAfter(tokens, tokenEnd);
    if (keys.length === 0 || HEDGE_HEAD.has(keys[0]!) || HEDGE_NEXT.has(tokens[tokenEnd]?.lower ?? "")) continue;
    spans.push({ ...at(end), qualifierClass, head: null, headKeys: keys });
  }
  return spans;
}
