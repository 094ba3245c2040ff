import { buildAnswerSpan } from "./answer-span";
import { extractTurnDetails } from "./extract-details";
import { isDetailKept } from "./match-detail";
import { selectCriticalDetails, type CriticalBasis } from "./select-critical";
import { buildSheetIndex, type SheetIndex } from "./sheet-index";
import type { Detail, DetailKind, SourceTurn } from "./types";

export type DetailLossInput = {
  turns: SourceTurn[];
  factSheet: string;
  /** The gold answer, when known: narrows answerBearingLost to the details the answer depends on. */
  answer?: string;
  /**
   * The question, when known: picks the critical details when the answer names nothing in the
   * answer-bearing turns (totals, day counts), and adds their dates and durations when it asks
   * about time or order.
   */
  question?: string;
  /**
   * buildSheetIndex(factSheet), when the caller analyses many turns against one sheet: indexing
   * a long text costs more than looking a few turns' details up in it.
   */
  factSheetIndex?: SheetIndex;
};

export type AnalyzedDetail = Detail & { kept: boolean; critical: boolean };

export type LostDetail = { text: string; kind: DetailKind; turnId: string; answerBearing: boolean; start: number; end: number };

export type DetailLossReport = {
  /** Kept details / all details of the turns (1 when there are none); the answer-span is not counted. */
  coverage: number;
  lostDetails: LostDetail[];
  /** True when a critical detail of an answer-bearing turn is lost (see selectCriticalDetails). */
  answerBearingLost: boolean;
  criticalBasis: CriticalBasis;
  details: AnalyzedDetail[];
};

/**
 * Compare a Session's turns with the FactSheet derived from them and report which details the
 * sheet lost. Pure: no I/O, deterministic.
 */
export function analyzeDetailLoss(input: DetailLossInput): DetailLossReport {
  const index = input.factSheetIndex ?? buildSheetIndex(input.factSheet);
  const perTurn = input.turns.map(extractTurnDetails);
  const conversation = perTurn.flatMap((t) => t.details);
  const answerTurns = perTurn.filter((t) => t.turn.answerBearing === true);
  const answerSpan = input.answer !== undefined ? buildAnswerSpan(input.answer, answerTurns) : null;
  const all = answerSpan === null ? conversation : [...conversation, answerSpan];

  const { critical, basis } = selectCriticalDetails({
    answerBearing: conversation.filter((d) => d.answerBearing),
    answerSpan,
    answer: input.answer,
    question: input.question,
  });
  const criticalSet = new Set(critical);
  // Plain loops without spreads: a long session has thousands of details.
  const details: AnalyzedDetail[] = [];
  const lostDetails: LostDetail[] = [];
  let keptCount = 0;
  let answerBearingLost = false;
  for (const d of all) {
    const kept = isDetailKept(index, d);
    const isCritical = criticalSet.has(d);
    details.push({
      text: d.text,
      kind: d.kind,
      turnId: d.turnId,
      answerBearing: d.answerBearing,
      speaker: d.speaker,
      start: d.start,
      end: d.end,
      key: d.key,
      context: d.context,
      salient: d.salient,
      kept,
      critical: isCritical,
    });
    if (kept && d.kind !== "answer-span") keptCount++;
    if (!kept) lostDetails.push({ text: d.text, kind: d.kind, turnId: d.turnId, answerBearing: d.answerBearing, start: d.start, end: d.end });
    if (!kept && isCritical) answerBearingLost = true;
  }
  return {
    coverage: conversation.length === 0 ? 1 : keptCount / conversation.length,
    lostDetails,
    answerBearingLost,
    criticalBasis: basis,
    details,
  };
}
