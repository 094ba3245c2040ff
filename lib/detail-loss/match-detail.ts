import { someWindow, type KeyWindow } from "./find-windows";
import { mentionMatches } from "./mention-equal";
import type { Mention } from "./mentions";
import type { QualifierClass } from "./qualifier-markers";
import { candidateMentions, type SheetIndex } from "./sheet-index";
import type { Detail } from "./types";

// How far apart (in tokens) the parts of one detail may sit in a sheet.
const CONTEXT_REACH = 15;
const NAME_WIDTH = 12;
const HEAD_WIDTH = 30;
const QUALIFIER_WIDTH = 12;
const QUALIFIER_REACH = 6;
const NUMERIC_QUALIFIER_GAP = 3;

/** Options for looking a detail up: a gold answer is searched without context or speaker checks. */
export type MatchMode = { requireContext: boolean; checkSpeaker: boolean };
export const SHEET_MODE: MatchMode = { requireContext: true, checkSpeaker: true };
export const ANSWER_MODE: MatchMode = { requireContext: false, checkSpeaker: false };

const creditedToUser = (index: SheetIndex, detail: Detail, mode: MatchMode, positions: number[]) =>
  mode.checkSpeaker && detail.speaker === "assistant" && positions.every((p) => index.speakers[p] === "user");

function hasContext(index: SheetIndex, context: string[], at: number): boolean {
  if (context.length === 0) return true;
  const line = index.tokens[at]!.line;
  return context.some((key) => (index.positions.get(key) ?? []).some((p) => Math.abs(p - at) <= CONTEXT_REACH || index.tokens[p]!.line === line));
}

/** Sheet mentions stating the same fact as `source`, near the detail's context, not credited to the user. */
function matchingMentions(index: SheetIndex, detail: Detail, source: Mention, mode: MatchMode): Mention[] {
  return candidateMentions(index, source).filter(
    (m) =>
      mentionMatches(source, m) &&
      (!mode.requireContext || hasContext(index, detail.context, m.tokenStart)) &&
      !creditedToUser(index, detail, mode, [m.tokenStart]),
  );
}

function numericQualifierNear(index: SheetIndex, cls: QualifierClass, m: Mention): boolean {
  return index.markers.some(
    (q) =>
      q.qualifierClass === cls &&
      ((q.tokenEnd <= m.tokenStart && q.tokenEnd >= m.tokenStart - NUMERIC_QUALIFIER_GAP) ||
        (cls === "lower-bound" && q.tokenStart >= m.tokenEnd && q.tokenStart <= m.tokenEnd + 1)),
  );
}

function wordQualifierNear(index: SheetIndex, cls: QualifierClass, w: KeyWindow): boolean {
  return index.markers.some((q) => q.qualifierClass === cls && q.tokenEnd >= w.from - QUALIFIER_REACH && q.tokenStart <= w.to + QUALIFIER_REACH);
}

/**
 * Whether a fact sheet keeps a detail. Amounts and dates must be stated with an equal value near
 * one of the detail's context words; names and assistant suggestions need most of their key
 * words close together; a qualified fact must carry a qualifier of the same class; and a detail
 * the assistant said is lost if every place the sheet states it credits it to the user.
 */
export function isDetailKept(index: SheetIndex, detail: Detail, mode: MatchMode = SHEET_MODE): boolean {
  const key = detail.key;
  if (key.type === "mention") return matchingMentions(index, detail, key.mention, mode).length > 0;
  if (key.type === "concepts") {
    const width = detail.kind === "name" ? NAME_WIDTH : detail.kind === "answer-span" ? Math.max(40, 4 * key.concepts.length) : HEAD_WIDTH;
    return someWindow(
      index,
      key.concepts,
      key.need,
      mode.requireContext ? width : Number.MAX_SAFE_INTEGER,
      (w) => !creditedToUser(index, detail, mode, w.hits),
    );
  }
  if (key.head !== null) {
    const heads = matchingMentions(index, detail, key.head, mode);
    return heads.some((m) => !mode.requireContext || numericQualifierNear(index, key.qualifierClass, m));
  }
  // Half the head words: "used to practice yoga" is kept by "used to do yoga".
  const need = Math.ceil(key.headKeys.length / 2);
  const width = mode.requireContext ? QUALIFIER_WIDTH : Number.MAX_SAFE_INTEGER;
  return someWindow(
    index,
    key.headKeys.map((k) => [k]),
    need,
    width,
    (w) => (!mode.requireContext || wordQualifierNear(index, key.qualifierClass, w)) && !creditedToUser(index, detail, mode, w.hits),
  );
}
