import { analyzeSessionSheet, type EvidenceQuestion, type SessionSheetAnalysis } from "@/lib/analysis/analyze-session-sheet";
import { findDetailSpans, sheetLineSupport, type DetailSpan, type SheetLineSupport } from "@/lib/detail-loss";
import type { SessionPageTurn } from "@/lib/sessions/prepare-session-view";

/**
 * Everything the session page derives from one fact sheet and the session's turns, as plain JSON:
 * the analysis against each evidence question, each sheet line's supporting turns, and the detail
 * spans of answer-bearing turns. It is what makes a long session's page slow (hundreds of ms for
 * 500 turns), so it is stored once (FactSheetViewAnalysis) and the view is built from it.
 */
export type SessionViewAnalysis = {
  analysis: SessionSheetAnalysis;
  lineSupport: SheetLineSupport[];
  detailSpans: Record<string, DetailSpan[]>;
};

// Bump when the analysis would give a different result for the same inputs (lib/detail-loss or
// this file changed what it reports): every stored analysis is then recomputed on its next view.
export const SESSION_VIEW_ANALYSIS_VERSION = 1;

/** The questions the session holds evidence for, each with the turns that are its evidence. */
export function evidenceQuestionsOf(turns: SessionPageTurn[]): EvidenceQuestion[] {
  const questions = new Map<string, EvidenceQuestion>();
  for (const turn of turns) {
    for (const q of turn.questions) {
      const entry = questions.get(q.id) ?? { questionId: q.id, externalId: q.externalId, type: q.type, text: q.text, answer: q.answer, turnIds: [] };
      entry.turnIds.push(turn.id);
      questions.set(q.id, entry);
    }
  }
  return [...questions.values()];
}

// Kept details are marked only in answer-bearing turns: finding every detail of every turn again
// would double the analysis time of a long session for marks that matter most where the answer is.
export function analyzeSessionView(input: { turns: SessionPageTurn[]; sheetText: string }): SessionViewAnalysis {
  const { turns, sheetText } = input;
  const sourceTurns = turns.map((t) => ({ id: t.id, role: t.role ?? "user", content: t.content }));
  const analysis = analyzeSessionSheet({ turns: sourceTurns, factSheet: sheetText, questions: evidenceQuestionsOf(turns) });
  const lineSupport = sheetLineSupport(sourceTurns, sheetText);
  const detailSpans: Record<string, DetailSpan[]> = {};
  for (const [i, turn] of turns.entries()) if (turn.questions.length) detailSpans[turn.id] = findDetailSpans(sourceTurns[i]!);
  return { analysis, lineSupport, detailSpans };
}
