import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { LabelledVerdict } from "@/lib/metrics/judge-verification";

// The human labels of a run's judged questions beside the judge's verdicts, for the judge's
// agreement figures on the run page. Scoped by workspace.
export async function listVerdictLabels(input: { workspaceId: string; runId: string }): Promise<LabelledVerdict[]> {
  const rows = await getDb().verdictLabel.findMany({
    where: { runId: input.runId, run: { workspaceId: input.workspaceId }, runResult: { correct: { not: null } } },
    select: { label: true, runResult: { select: { questionExternalId: true, questionType: true, correct: true, question: { select: { type: true } } } } },
  });
  return rows.map(({ label, runResult }) => ({
    questionExternalId: runResult.questionExternalId,
    questionType: runResult.questionType ?? runResult.question?.type ?? null,
    judgeCorrect: runResult.correct!,
    humanCorrect: label === "correct",
  }));
}
