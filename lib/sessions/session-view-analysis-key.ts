import { createHash } from "node:crypto";
import { evidenceQuestionsOf, SESSION_VIEW_ANALYSIS_VERSION } from "@/lib/sessions/analyze-session-view";
import type { SessionPageTurn } from "@/lib/sessions/prepare-session-view";

/**
 * A hash of everything analyzeSessionView depends on: its version, the sheet's text, the turns'
 * ids (a session's turns are immutable: a trigger refuses UPDATE and DELETE) and each evidence
 * question's text, answer and evidence turns. A stored analysis is used only under the same key,
 * so a re-imported question or a rewritten sheet is analysed again on its next view.
 */
export function sessionViewAnalysisKey(input: { turns: SessionPageTurn[]; sheetText: string }): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([SESSION_VIEW_ANALYSIS_VERSION, input.sheetText]));
  for (const turn of input.turns) hash.update(`\n${turn.id}`);
  const questions = evidenceQuestionsOf(input.turns).sort((a, b) => (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0));
  hash.update(JSON.stringify(questions.map((q) => [q.questionId, q.text, q.answer, q.type, q.turnIds])));
  return hash.digest("hex");
}
