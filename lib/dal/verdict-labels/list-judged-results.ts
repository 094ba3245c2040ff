import "server-only";
import { getDb } from "@/lib/db/prisma";

// Every judged question of a run (it has a judge verdict), with what a person needs to check the
// verdict and any label already given: for the verification queue. Scoped by workspace.
export async function listJudgedResults(input: { workspaceId: string; runId: string }) {
  const rows = await getDb().runResult.findMany({
    where: { runId: input.runId, run: { workspaceId: input.workspaceId }, correct: { not: null } },
    orderBy: { questionExternalId: "asc" },
    select: {
      questionExternalId: true,
      questionType: true,
      hypothesis: true,
      correct: true,
      question: { select: { type: true, text: true, answer: true, isAbstention: true } },
      verdictLabel: { select: { label: true, labeledAt: true, labeler: { select: { name: true, email: true } } } },
    },
  });
  return rows.map((row) => ({
    questionExternalId: row.questionExternalId,
    questionType: row.questionType ?? row.question?.type ?? null,
    question: row.question ? { text: row.question.text, answer: row.question.answer, isAbstention: row.question.isAbstention } : null,
    hypothesis: row.hypothesis,
    judgeCorrect: row.correct!,
    label: row.verdictLabel
      ? {
          label: row.verdictLabel.label,
          labeledAt: row.verdictLabel.labeledAt.toISOString(),
          by: row.verdictLabel.labeler.name ?? row.verdictLabel.labeler.email,
        }
      : null,
  }));
}

export type JudgedResult = Awaited<ReturnType<typeof listJudgedResults>>[number];
