import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function loadExperimentQuestions(input: { workspaceId: string; benchmarkId: string }) {
  const questions = await getDb().question.findMany({
    where: { benchmarkId: input.benchmarkId, benchmark: { workspaceId: input.workspaceId } },
    orderBy: { externalId: "asc" },
    select: {
      id: true,
      externalId: true,
      type: true,
      text: true,
      questionDate: true,
      answer: true,
      isAbstention: true,
      answerSessionIds: true,
      evidenceTurns: { select: { observation: { select: { id: true, role: true, content: true } } } },
    },
  });
  return questions.map((q) => ({
    ...q,
    evidenceTurns: q.evidenceTurns.map((e) => ({ id: e.observation.id, role: e.observation.role, content: e.observation.content })),
  }));
}

export type ExperimentQuestion = Awaited<ReturnType<typeof loadExperimentQuestions>>[number];
