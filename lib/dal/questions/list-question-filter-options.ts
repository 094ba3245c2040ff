import "server-only";
import { getDb } from "@/lib/db/prisma";

// The workspace's benchmarks and how many questions of each type they hold (in one benchmark when
// given), for the questions list's filters and its summary.
export async function listQuestionFilterOptions(input: { workspaceId: string; benchmarkId?: string }) {
  const db = getDb();
  const [benchmarks, types] = await Promise.all([
    db.benchmark.findMany({
      where: { workspaceId: input.workspaceId },
      orderBy: { name: "asc" },
      select: { id: true, name: true, importState: true, importProblem: true },
    }),
    db.question.groupBy({
      by: ["type"],
      where: { benchmark: { workspaceId: input.workspaceId, ...(input.benchmarkId ? { id: input.benchmarkId } : {}) } },
      orderBy: { type: "asc" },
      _count: { _all: true },
    }),
  ]);
  return { benchmarks, questionTypes: types.map((t) => t.type), countsByType: types.map((t) => ({ type: t.type, count: t._count._all })) };
}

export type QuestionFilterOptions = Awaited<ReturnType<typeof listQuestionFilterOptions>>;
