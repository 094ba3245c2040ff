import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { BenchmarkQuestionInfo } from "@/lib/runs/score-imported-run";

export async function findBenchmarkQuestions(benchmarkId: string): Promise<Map<string, BenchmarkQuestionInfo>> {
  const questions = await getDb().question.findMany({
    where: { benchmarkId },
    select: { id: true, externalId: true, type: true, answerSessionIds: true, haystack: { select: { session: { select: { externalId: true } } } } },
  });
  return new Map(
    questions.map((q) => [
      q.externalId,
      { id: q.id, type: q.type, answerSessionIds: q.answerSessionIds, haystackSessionIds: q.haystack.map((h) => h.session.externalId) },
    ]),
  );
}
