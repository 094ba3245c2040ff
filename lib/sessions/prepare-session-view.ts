import { analyzeSessionSheet, type EvidenceQuestion, type SessionSheetAnalysis } from "@/lib/analysis/analyze-session-sheet";
import { findDetailSpans, sheetLineSupport, type DetailSpan } from "@/lib/detail-loss";
import { buildSessionView, type SessionView, type SessionViewTurnInput } from "@/lib/sessions/build-session-view";

export type SessionPageTurn = SessionViewTurnInput & { questions: (SessionViewTurnInput["questions"][number] & { text: string; answer: string })[] };

export type PreparedSessionView = { view: SessionView; analysis: Pick<SessionSheetAnalysis, "coverage" | "answerBearingLost" | "questions"> | null };

/**
 * The session page's server work after loading: the chosen fact sheet analyzed against the turns
 * once per question the session holds evidence for, each sheet line linked to its supporting turns,
 * and the view built from both. Kept details are marked only in answer-bearing turns: finding
 * every detail of every turn again would double the analysis time of a long session for marks
 * that matter most where the answer is.
 */
export function prepareSessionView(input: { turns: SessionPageTurn[]; sheetText: string | null }): PreparedSessionView {
  const { turns, sheetText } = input;
  const sourceTurns = turns.map((t) => ({ id: t.id, role: t.role ?? "user", content: t.content }));
  const questions = new Map<string, EvidenceQuestion>();
  for (const turn of turns) {
    for (const q of turn.questions) {
      const entry = questions.get(q.id) ?? { questionId: q.id, externalId: q.externalId, type: q.type, text: q.text, answer: q.answer, turnIds: [] };
      entry.turnIds.push(turn.id);
      questions.set(q.id, entry);
    }
  }
  const analysis = sheetText === null ? null : analyzeSessionSheet({ turns: sourceTurns, factSheet: sheetText, questions: [...questions.values()] });
  const lineSupport = sheetText === null ? [] : sheetLineSupport(sourceTurns, sheetText);
  const detailSpans: Record<string, DetailSpan[]> = {};
  if (sheetText !== null) {
    for (const [i, turn] of turns.entries()) if (turn.questions.length) detailSpans[turn.id] = findDetailSpans(sourceTurns[i]!);
  }
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
    lineSupport,
    detailSpans,
  });
  return { view, analysis: analysis && { coverage: analysis.coverage, answerBearingLost: analysis.answerBearingLost, questions: analysis.questions } };
}
