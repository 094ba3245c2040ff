import "server-only";
import { aggregateRunMetrics, type RunAggregate } from "@/lib/dal/runs/aggregate-run-metrics";
import { getDb } from "@/lib/db/prisma";

// Computes the headline figures of the workspace's given runs from their results and stores them
// in RunSummary, returning what it computed (a run without results is stored as such and left out
// of the map, as aggregateRunMetrics leaves it out). A read-then-write made safe against concurrent
// writers and readers (see the RunSummary migration): the summary row is created first, its
// version read, the figures computed, and they are stored only while that version is still current
// and nothing is stored yet. A write to a run's results in between bumps the version, so figures
// computed from the older results are returned to this caller but never stored. A row that a write
// still holds (its transaction has not committed) is skipped rather than waited for: the runs list
// never waits on an import, and the write marks the row out of date anyway. Each row is written by
// its own statement, in run id order, so two callers never wait on each other's locks.
export async function storeRunSummaries(input: { workspaceId: string; runIds: string[] }): Promise<Map<string, RunAggregate>> {
  const runIds = [...new Set(input.runIds)].sort();
  if (!runIds.length) return new Map();
  const db = getDb();
  await db.$executeRaw`
    INSERT INTO "RunSummary" ("runId")
    SELECT r.id FROM "Run" r
     WHERE r."workspaceId" = ${input.workspaceId} AND r.id = ANY(${runIds}::text[])
       AND NOT EXISTS (SELECT 1 FROM "RunSummary" s WHERE s."runId" = r.id)
     ORDER BY r.id
    ON CONFLICT ("runId") DO NOTHING`;
  const versions = await db.$queryRaw<{ runId: string; version: number }[]>`
    SELECT s."runId", s.version FROM "RunSummary" s JOIN "Run" r ON r.id = s."runId"
     WHERE r."workspaceId" = ${input.workspaceId} AND s."runId" = ANY(${runIds}::text[])`;
  const metrics = await aggregateRunMetrics({ workspaceId: input.workspaceId, runIds: versions.map((v) => v.runId) });
  for (const { runId, version } of versions.sort((a, b) => a.runId.localeCompare(b.runId))) {
    const m = metrics.get(runId);
    await db.$executeRaw`
      UPDATE "RunSummary" SET
        "computedAt" = now(),
        results = ${m?.results ?? 0}, judged = ${m?.judged ?? 0}, correct = ${m?.correct ?? 0},
        "readerTokensMean" = ${m?.readerTokensMean ?? null}::float8, "evidenceCoverageMean" = ${m?.evidenceCoverageMean ?? null}::float8,
        "recallN" = ${m?.recallN ?? 0}, "recallAt10" = ${m?.recallAt10 ?? null}::float8,
        "recallK" = ${m?.recallK ?? null}::int, "recallAtK" = ${m?.recallAtK ?? null}::float8
       WHERE "runId" = (SELECT "runId" FROM "RunSummary" WHERE "runId" = ${runId} AND version = ${version} AND "computedAt" IS NULL FOR UPDATE SKIP LOCKED)`;
  }
  return metrics;
}
