import "server-only";
import { aggregateRunMetrics } from "@/lib/dal/runs/aggregate-run-metrics";
import { COMPARABLE_RESULT_SELECT } from "@/lib/dal/runs/comparable-result-select";
import { loadRankings } from "@/lib/dal/runs/load-rankings";
import { getDb } from "@/lib/db/prisma";

// The rows a comparison is computed from, in a few queries scoped by workspace: the runs'
// results and rankings, the benchmark's questions (types and answer sessions), and the headline
// metrics of every run of the benchmark (unarchived, or among the compared). No statistics: the
// service (lib/services/runs/get-comparison.ts) does those.
export async function loadComparisonRows(input: { workspaceId: string; runIds: string[]; benchmarkId: string }) {
  const db = getDb();
  const { workspaceId } = input;
  const [results, rankings, questions, benchmarkRuns] = await Promise.all([
    db.runResult.findMany({
      where: { runId: { in: input.runIds }, run: { workspaceId } },
      select: { runId: true, ...COMPARABLE_RESULT_SELECT },
    }),
    loadRankings({ workspaceId, runIds: input.runIds }),
    db.question.findMany({
      where: { benchmarkId: input.benchmarkId, benchmark: { workspaceId } },
      select: { id: true, type: true, answerSessionIds: true, isAbstention: true },
    }),
    db.run.findMany({
      where: { workspaceId, benchmarkId: input.benchmarkId, OR: [{ archivedAt: null }, { id: { in: input.runIds } }] },
      select: { id: true, name: true, archivedAt: true },
    }),
  ]);
  const metrics = await aggregateRunMetrics({ workspaceId, runIds: benchmarkRuns.map((r) => r.id), withRecall: false });
  return { results, rankings, questions, benchmarkRuns, metrics };
}
