import "server-only";
import type { RunAggregate } from "@/lib/dal/runs/aggregate-run-metrics";
import { storeRunSummaries } from "@/lib/dal/runs/store-run-summaries";
import { getDb } from "@/lib/db/prisma";

// The headline figures of the workspace's given runs, as aggregateRunMetrics computes them, read
// from RunSummary: one row per run instead of a scan of every result's ranking. Runs whose figures
// are not stored (written before RunSummary existed, or changed since) are computed once here and
// stored for the next view. A run without results is left out of the map.
export async function loadRunSummaries(input: { workspaceId: string; runIds: string[] }): Promise<Map<string, RunAggregate>> {
  if (!input.runIds.length) return new Map();
  const rows = await getDb().runSummary.findMany({
    where: { runId: { in: input.runIds }, computedAt: { not: null }, run: { workspaceId: input.workspaceId } },
  });
  const summaries = new Map<string, RunAggregate>();
  for (const row of rows) {
    if (!row.results) continue;
    summaries.set(row.runId, {
      runId: row.runId,
      results: row.results,
      judged: row.judged ?? 0,
      correct: row.correct ?? 0,
      readerTokensMean: row.readerTokensMean,
      evidenceCoverageMean: row.evidenceCoverageMean,
      recallN: row.recallN ?? 0,
      recallAt10: row.recallAt10,
      recallK: row.recallK ?? 10,
      recallAtK: row.recallAtK,
    });
  }
  const stored = new Set(rows.map((r) => r.runId));
  const missing = input.runIds.filter((id) => !stored.has(id));
  if (missing.length)
    for (const [runId, figures] of await storeRunSummaries({ workspaceId: input.workspaceId, runIds: missing })) summaries.set(runId, figures);
  return summaries;
}
