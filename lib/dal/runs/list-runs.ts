import "server-only";
import { loadRunSummaries } from "@/lib/dal/runs/load-run-summaries";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { runConfigurationOf } from "@/lib/runs/run-configuration";
import { sortRuns } from "@/lib/runs/sort-runs";
import type { RunListQuery } from "@/lib/schemas/run";

const DEFAULT_QUERY: RunListQuery = { archived: "active", sort: "created", dir: "desc" };

// The runs of a workspace with their headline metrics, filtered and sorted as the runs list asks.
// Metrics are the runs' stored summaries (RunSummary), computed once per change of a run's
// results, not on every view from every result's ranking.
export async function listRuns(input: { workspaceId: string; query?: RunListQuery }) {
  const query = input.query ?? DEFAULT_QUERY;
  const db = getDb();
  const where: Prisma.RunWhereInput = {
    workspaceId: input.workspaceId,
    ...(query.archived === "active" ? { archivedAt: null } : query.archived === "archived" ? { archivedAt: { not: null } } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.tag ? { tags: { has: query.tag } } : {}),
    ...(query.benchmark ? { OR: [{ benchmarkId: query.benchmark }, { benchmark: { name: query.benchmark } }] } : {}),
  };
  const runs = await db.run.findMany({
    where,
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      name: true,
      kind: true,
      status: true,
      reader: true,
      judge: true,
      judgeProtocol: true,
      configuration: true,
      tags: true,
      archivedAt: true,
      createdAt: true,
      benchmark: { select: { id: true, name: true } },
      creator: { select: { name: true, email: true } },
    },
  });
  const metrics = await loadRunSummaries({ workspaceId: input.workspaceId, runIds: runs.map((r) => r.id) });
  const items = runs.map((run) => {
    const m = metrics.get(run.id);
    return {
      ...run,
      ...runConfigurationOf(run.configuration),
      summary: {
        n: m?.results ?? 0,
        judged: m?.judged ?? 0,
        correct: m?.correct ?? 0,
        accuracy: m && m.judged ? m.correct / m.judged : null,
        readerTokensMean: m?.readerTokensMean ?? null,
        evidenceCoverageMean: m?.evidenceCoverageMean ?? null,
        recallAt10: m?.recallAt10 ?? null,
        // Recall at the run's own k (10 when it names none): what the runs list shows.
        recallK: m?.recallK ?? runConfigurationOf(run.configuration).k ?? 10,
        recallAtK: m?.recallAtK ?? null,
      },
    };
  });
  return sortRuns(items, query.sort, query.dir);
}

export type RunListItem = Awaited<ReturnType<typeof listRuns>>[number];

// What the filters offer: every benchmark with runs, and every tag in use, archived runs included.
export async function listRunFilterOptions(workspaceId: string) {
  const runs = await getDb().run.findMany({
    where: { workspaceId },
    select: { tags: true, benchmark: { select: { id: true, name: true } } },
  });
  const benchmarks = new Map(runs.map((r) => [r.benchmark.id, r.benchmark.name]));
  return {
    benchmarks: [...benchmarks].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    tags: [...new Set(runs.flatMap((r) => r.tags))].sort(),
  };
}
