import "server-only";
import type { VectorSupport } from "@/lib/dal/search/get-vector-support";
import { getDb } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { createExactScanCache, type ExactScans } from "@/lib/search/exact-scan-cache";
import type { SearchKind } from "@/lib/search/search-hit-source";

export type { ExactScans } from "@/lib/search/exact-scan-cache";

export type VectorCandidate = { kind: SearchKind; id: string; distance: number };

// Below this many embedded rows of a table in a workspace, that table is scanned exactly. An exact
// scan reads every row's (TOASTed) vector, ~5-7 µs a row on the embedded database (10,000 rows:
// 50-70 ms); an HNSW walk filtered to a workspace costs more the smaller the workspace's share of
// the table (10,000 of 110,000 rows: ~30 ms), and for a tiny share may stop (hnsw.max_scan_tuples)
// before it has found enough rows. Each table is decided on its own: in a workspace of 100,000
// observations and 1,000 memories, the walk of the memories' HNSW graph took 40-48 ms (with a cold
// and a warm cache) where the exact scan of its memories takes 2-8 ms. Measured with
// scripts/bench/search-latency.ts and scripts/bench/search-stages.ts --explain.
export const EXACT_SCAN_MAX_ROWS = 5_000;

async function countUpTo(workspaceId: string, maxRows: number): Promise<ExactScans> {
  const [row] = await getDb().$queryRaw<{ memory: number; observation: number; fact_sheet: number }[]>`SELECT
    (SELECT count(*) FROM (SELECT 1 FROM "Memory" WHERE "workspaceId" = ${workspaceId} AND embedding IS NOT NULL LIMIT ${maxRows + 1}) m)::int AS memory,
    (SELECT count(*) FROM (SELECT 1 FROM "Observation" WHERE "workspaceId" = ${workspaceId} AND embedding IS NOT NULL LIMIT ${maxRows + 1}) o)::int AS observation,
    (SELECT count(*) FROM (SELECT 1 FROM "FactSheet" WHERE "workspaceId" = ${workspaceId} AND embedding IS NOT NULL LIMIT ${maxRows + 1}) f)::int AS fact_sheet`;
  return { memory: (row?.memory ?? 0) <= maxRows, observation: (row?.observation ?? 0) <= maxRows, fact_sheet: (row?.fact_sheet ?? 0) <= maxRows };
}

// Which tables of the workspace hold few enough embedded rows for an exact scan: counts that stop
// at the threshold, remembered per workspace for a minute, then recounted after the search that
// finds the answer stale (lib/search/exact-scan-cache.ts): the count reads up to 5,001 rows of
// each table, ~0.4 s on the embedded database with 100,000 observations (on the embedded
// database, which runs one statement at a time, a search arriving during a recount still waits).
const cachedExactScans = createExactScanCache((workspaceId) => countUpTo(workspaceId, EXACT_SCAN_MAX_ROWS), {
  onRecountError: (workspaceId, error) =>
    console.warn(`[lore] recounting workspace ${workspaceId} for the vector ranking failed: ${error instanceof Error ? error.message : String(error)}`),
});

function exactScansOf(workspaceId: string, maxRows: number): { exact: Promise<ExactScans>; recount: (() => Promise<void>) | null } {
  if (maxRows !== EXACT_SCAN_MAX_ROWS) return { exact: countUpTo(workspaceId, maxRows), recount: null };
  return cachedExactScans(workspaceId);
}

export type RankByVectorInput = {
  workspaceId: string;
  vector: string;
  kinds: readonly SearchKind[];
  limit: number;
  support: VectorSupport;
  excludeIds?: readonly string[];
  // Tests lower it to exercise the HNSW path on little data.
  exactScanMaxRows?: number;
};

// The vector ranking hybrid search fuses: the `limit` nearest rows by cosine distance among what
// search may see in ONE workspace. Only call it where the vector extension exists (the SQL names
// the vector type). A table holding few of the workspace's rows is scanned exactly (its rows are
// read through the workspaceId index inside a subquery the planner cannot flatten, OFFSET 0, and
// sorted by distance). A large one walks the HNSW index with hnsw.ef_search = 200 (HNSW returns
// at most ef_search rows; on the 9,058 LongMemEval turns the walk's top 50 hold 81% of the exact
// top 50 at ef_search 40, 86% at 100, 94% at 200 for +2 ms, 100% at 400 but as slow as the exact
// scan), and where pgvector >= 0.8 keeps walking until enough rows of this workspace pass the
// filter (iterative scan, relaxed order: the outer ORDER BY restores it).
export async function rankByVector(input: RankByVectorInput): Promise<VectorCandidate[]> {
  if (input.kinds.length === 0) return [];
  return inVectorScan<VectorCandidate>(input, (exact) => nearestRowsSql(input, exact));
}

// Runs `sql` (a statement over nearestRowsSql(input, exact)) with the scan settings rankByVector
// describes for this workspace's sizes: in one transaction with the HNSW settings when a table is
// walked, on its own when every table is scanned exactly.
export async function inVectorScan<T>(input: RankByVectorInput, sql: (exact: ExactScans) => Prisma.Sql): Promise<T[]> {
  const { workspaceId, limit } = input;
  const db = getDb();
  const scans = exactScansOf(workspaceId, input.exactScanMaxRows ?? EXACT_SCAN_MAX_ROWS);
  try {
    const exact = await scans.exact;
    const statement = sql(exact);
    if (input.kinds.every((kind) => exact[kind])) return await db.$queryRaw<T[]>(statement);
    const efSearch = String(Math.max(200, limit));
    const settings = input.support.iterativeScan
      ? db.$queryRaw`SELECT set_config('hnsw.ef_search', ${efSearch}, true), set_config('hnsw.iterative_scan', 'relaxed_order', true)`
      : db.$queryRaw`SELECT set_config('hnsw.ef_search', ${efSearch}, true)`;
    const [, rows] = await db.$transaction([settings, db.$queryRaw<T[]>(statement)]);
    return rows;
  } finally {
    void scans.recount?.();
  }
}

// The nearest rows (kind, id, distance), best first, as one SELECT: each table's `limit` nearest,
// by an exact scan where `exact` says so, else by its HNSW index.
export function nearestRowsSql(input: RankByVectorInput, exact: ExactScans): Prisma.Sql {
  const { workspaceId, vector, limit } = input;
  const kinds = [...input.kinds];
  const exclude = [...(input.excludeIds ?? [])];
  // OFFSET 0 keeps the planner from flattening the subquery, so the ORDER BY cannot be answered
  // by the HNSW index: the workspace's rows are read and sorted.
  const fence = (kind: SearchKind) => (exact[kind] ? Prisma.sql`OFFSET 0` : Prisma.empty);
  return Prisma.sql`
    SELECT kind, id, distance FROM (
      (SELECT 'memory'::text AS kind, id, (embedding <=> ${vector}::vector)::float8 AS distance FROM (
         SELECT m.id, m.embedding FROM "Memory" m
          WHERE 'memory' = ANY(${kinds}::text[]) AND m."workspaceId" = ${workspaceId} AND m.status = 'active'
            AND m.embedding IS NOT NULL AND NOT (m.id = ANY(${exclude}::text[])) ${fence("memory")}) m
        ORDER BY embedding <=> ${vector}::vector LIMIT ${limit})
      UNION ALL
      (SELECT 'observation'::text, id, (embedding <=> ${vector}::vector)::float8 FROM (
         SELECT o.id, o.embedding FROM "Observation" o
          WHERE 'observation' = ANY(${kinds}::text[]) AND o."workspaceId" = ${workspaceId}
            AND o.embedding IS NOT NULL AND NOT (o.id = ANY(${exclude}::text[])) ${fence("observation")}) o
        ORDER BY embedding <=> ${vector}::vector LIMIT ${limit})
      UNION ALL
      (SELECT 'fact_sheet'::text, id, (embedding <=> ${vector}::vector)::float8 FROM (
         SELECT f.id, f.embedding FROM "FactSheet" f
          WHERE 'fact_sheet' = ANY(${kinds}::text[]) AND f."workspaceId" = ${workspaceId}
            AND f.embedding IS NOT NULL AND NOT (f.id = ANY(${exclude}::text[])) ${fence("fact_sheet")}) f
        ORDER BY embedding <=> ${vector}::vector LIMIT ${limit})
    ) hits
    ORDER BY distance, kind, id
    LIMIT ${limit}`;
}
