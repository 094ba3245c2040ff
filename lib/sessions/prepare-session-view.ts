import type { SessionSheetAnalysis } from "@/lib/analysis/analyze-session-sheet";
import { analyzeSessionView, type SessionViewAnalysis } from "@/lib/sessions/analyze-session-view";
import { buildSessionView, type SessionView, type SessionViewTurnInput } from "@/lib/sessions/build-session-view";

export type SessionPageTurn = SessionViewTurnInput & { questions: (SessionViewTurnInput["questions"][number] & { text: string; answer: string })[] };

export type PreparedSessionView = { view: SessionView; analysis: Pick<SessionSheetAnalysis, "coverage" | "answerBearingLost" | "questions"> | null };

/**
 * The session page's view of the turns beside the chosen fact sheet: the sheet analyzed against
 * the turns (analyzeSessionView; `stored` when it was analysed before under the same key), and the
 * view built from both.
 */
export function prepareSessionView(input: { turns: SessionPageTurn[]; sheetText: string | null; stored?: SessionViewAnalysis }): PreparedSessionView {
  const { turns, sheetText } = input;
  const derived = sheetText === null ? null : (input.stored ?? analyzeSessionView({ turns, sheetText }));
  const analysis = derived?.analysis ?? null;
  const view = buildSessionView({
    turns: turns.map(({ id, position, role, content, questions: qs }) => ({
      id,
      position,
      role,
      content,
      questions: qs.map(({ id: qid, externalId, type, benchmark }) => ({ id: qid, externalId, type, benchmark })),
    })),
    sheetText,
    lostDetails: analysis?.lostDetails ?? [],
    lineSupport: derived?.lineSupport ?? [],
    detailSpans: derived?.detailSpans ?? {},
  });
  return { view, analysis: analysis && { coverage: analysis.coverage, answerBearingLost: analysis.answerBearingLost, questions: analysis.questions } };
}
