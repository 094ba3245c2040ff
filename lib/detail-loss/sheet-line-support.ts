import { mentionKey } from "./mention-key";
import { parseMentions } from "./parse-mentions";
import { isStopword } from "./stopwords";
import { tokenize } from "./tokenize";
import type { SourceTurn } from "./types";

/** One fact-sheet line and the turns it was most likely derived from, best first. */
export type SheetLineSupport = { line: number; text: string; turnIds: string[] };

// Words every sheet line uses about the conversation itself; they link a line to nothing.
const SHEET_WORDS = new Set(["user", "assistant", "ask", "want", "mention", "recommend", "plan", "say", "talk", "discuss"]);
// A turn supports a line when it shares this share of the line's (weighted) words, and scores at
// least this share of the best turn's score.
const MIN_SHARE = 0.3;
const MIN_OF_BEST = 0.5;

// Content words and normalized amounts: "forty-five minutes" and "45 min" give the same key.
function keysOf(text: string): Set<string> {
  const tokens = tokenize(text);
  const keys = new Set<string>();
  for (const t of tokens) {
    if ((t.type === "word" || t.type === "handle") && !isStopword(t.lower) && t.norm.length > 1 && !SHEET_WORDS.has(t.norm) && !/^\d/.test(t.norm))
      keys.add(t.norm);
  }
  for (const m of parseMentions(tokens)) keys.add(mentionKey(m));
  return keys;
}

/**
 * For each non-empty fact-sheet line, the ids of the turns that support it: the turns sharing
 * the most of its words and amounts after normalization, each shared key weighted by how rare it
 * is across the turns (a word every turn uses links nothing). Lines index `factSheet.split("\n")`.
 */
export function sheetLineSupport(turns: SourceTurn[], factSheet: string): SheetLineSupport[] {
  const turnKeys = turns.map((t) => keysOf(t.content));
  const documentFrequency = new Map<string, number>();
  for (const keys of turnKeys) for (const k of keys) documentFrequency.set(k, (documentFrequency.get(k) ?? 0) + 1);
  const weight = (k: string) => Math.log(1 + turns.length / (documentFrequency.get(k) ?? 1));

  return factSheet.split("\n").flatMap((text, line) => {
    const lineKeys = [...keysOf(text)];
    if (lineKeys.length === 0) return [];
    const total = lineKeys.reduce((sum, k) => sum + weight(k), 0);
    const scored = turns
      .map((turn, i) => ({ id: turn.id, score: lineKeys.filter((k) => turnKeys[i]!.has(k)).reduce((sum, k) => sum + weight(k), 0) }))
      .filter((s) => s.score >= MIN_SHARE * total)
      .sort((a, b) => b.score - a.score);
    const best = scored[0]?.score ?? 0;
    return [{ line, text, turnIds: scored.filter((s) => s.score >= MIN_OF_BEST * best).map((s) => s.id) }];
  });
}
