import type { Mention } from "./mentions";
import type { QualifierClass } from "./qualifier-markers";

/**
 * What kind of fact a Detail is. "answer-span" exists only when the caller passes the gold
 * answer: the answer's own words as they appear in the answer-bearing turns.
 */
export type DetailKind = "number" | "date" | "time" | "duration" | "quantity" | "name" | "qualifier" | "attribution" | "answer-span";

export type Speaker = "user" | "assistant" | "other";

/** One conversation Turn as Lore stores it; `answerBearing` marks LongMemEval evidence turns. */
export type SourceTurn = { id: string; role: string; content: string; answerBearing?: boolean };

/**
 * How a detail is looked up in a fact sheet. `concepts` are groups of interchangeable keys
 * ("fcc" or "fluid catalytic cracking"); a detail is found when `need` groups occur together.
 */
export type DetailKey =
  | { type: "mention"; mention: Mention }
  | { type: "concepts"; concepts: string[][]; need: number }
  | { type: "qualifier"; qualifierClass: QualifierClass; head: Mention | null; headKeys: string[] };

export type Detail = {
  /** The detail as written in the turn. */
  text: string;
  kind: DetailKind;
  turnId: string;
  answerBearing: boolean;
  /** Who said it: a detail the assistant said is lost when the sheet credits it to the user. */
  speaker: Speaker;
  /** Character span of its first occurrence in the turn's content. */
  start: number;
  end: number;
  key: DetailKey;
  /** Keys of the words around it; a sheet must mention one of them near the detail. */
  context: string[];
  /** False for advice-style qualifiers and questions the assistant asks back; see analyze-detail-loss. */
  salient: boolean;
};

/** How many of n key groups a sheet must contain: all of one or two, two thirds (rounded up) of more. */
export const keysNeeded = (n: number): number => (n <= 2 ? n : Math.ceil((2 * n) / 3));
