import "server-only";
import { getDb } from "@/lib/db/prisma";

// A retrieval run and, per question, exactly the context its reader received.
export async function loadSourceRun(input: { workspaceId: string; run: string }) {
  const runs = await getDb().run.findMany({
    where: { workspaceId: input.workspaceId, OR: [{ id: input.run }, { name: input.run }], kind: "retrieval" },
    select: { id: true, name: true, benchmarkId: true, configuration: true },
  });
  if (runs.length !== 1) return { run: null, matches: runs.length };
  const results = await getDb().runResult.findMany({
    where: { runId: runs[0]!.id, questionId: { not: null } },
    orderBy: { questionExternalId: "asc" },
    select: {
      questionExternalId: true,
      questionType: true,
      readerContext: true,
      retrieved: true,
      evidenceCoverage: true,
      answerInContext: true,
      question: { select: { id: true, text: true, answer: true, type: true, questionDate: true, isAbstention: true } },
    },
  });
  return { run: runs[0]!, matches: 1, results };
}
