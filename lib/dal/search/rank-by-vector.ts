import "server-only";
import type { VectorSupport } from "@/lib/dal/search/get-vector-support";
import { getDb } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SearchKind } from "@/lib/search/search-hit-source";

export type VectorCandidate = { kind: SearchKind; id: string; distance: number };

// Below this many embedded observations a workspace is scanned exactly. An exact scan reads every
// row's (TOASTed) vector, ~5-7 µs a row on the embedded database (10,000 rows: 50-70 ms); an HNSW
// walk filtered to a workspace costs more the smaller the workspace's share of the table
// (10,000 of 110,000 rows: ~30 ms), and for a tiny share may stop (hnsw.max_scan_tuples) before
// it has found enough rows. Measured with scripts/bench/search-latency.ts.
export const EXACT_SCAN_MAX_ROWS = 5_000;
const SIZE_TTL_MS = 60_000;
const sizes = new Map<string, { at: number; small: Promise<boolean> }>();

async function countUpTo(workspaceId: string, maxRows: number): Promise<boolean> {
  const [row] = await getDb().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM (
    SELECT 1 FROM "Observation" WHERE "workspaceId" = ${workspaceId} AND embedding IS NOT NULL LIMIT ${maxRows + 1}) rows`;
  return (row?.n ?? 0) <= maxRows;
}

// Whether the workspace holds few enough embedded observations for an exact scan: a count that
// stops at the threshold, remembered for a minute per workspace.
function isSmallWorkspace(workspaceId: string, maxRows: number): Promise<boolean> {
  if (maxRows !== EXACT_SCAN_MAX_ROWS) return countUpTo(workspaceId, maxRows);
  const known = sizes.get(workspaceId);
  if (known && Date.now() - known.at < SIZE_TTL_MS) return known.small;
  const small = countUpTo(workspaceId, maxRows);
  sizes.set(workspaceId, { at: Date.now(), small });
  small.catch(() => sizes.delete(workspaceId));
  return small;
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
// the vector type). A small workspace is scanned exactly (index scans are switched off for this
// transaction, so PostgreSQL reads the workspace's rows through its workspaceId index and sorts
// them by distance). A large one walks the HNSW index with hnsw.ef_search = 200 (HNSW returns at
// most ef_search rows; on the 9,058 LongMemEval turns the walk's top 50 hold 81% of the exact
// top 50 at ef_search 40, 86% at 100, 94% at 200 for +2 ms, 100% at 400 but as slow as the
// exact scan), and where pgvector >= 0.8 keeps walking until enough rows of this workspace pass
// the filter (iterative scan, relaxed order: the outer ORDER BY restores it).
export async function rankByVector(input: RankByVectorInput): Promise<VectorCandidate[]> {
  if (input.kinds.length === 0) return [];
  return inVectorScan<VectorCandidate>(input, nearestRowsSql(input));
}

// Runs `sql` (a statement over nearestRowsSql(input)) in one transaction with the scan settings
// rankByVector describes for this workspace's size.
export async function inVectorScan<T>(input: RankByVectorInput, sql: Prisma.Sql): Promise<T[]> {
  const { workspaceId, limit } = input;
  const db = getDb();
  const exact = await isSmallWorkspace(workspaceId, input.exactScanMaxRows ?? EXACT_SCAN_MAX_ROWS);
  const efSearch = String(Math.max(200, limit));
  const settings = exact
    ? db.$queryRaw`SELECT set_config('enable_indexscan', 'off', true)`
    : input.support.iterativeScan
      ? db.$queryRaw`SELECT set_config('hnsw.ef_search', ${efSearch}, true), set_config('hnsw.iterative_scan', 'relaxed_order', true)`
      : db.$queryRaw`SELECT set_config('hnsw.ef_search', ${efSearch}, true)`;
  const [, rows] = await db.$transaction([settings, db.$queryRaw<T[]>(sql)]);
  return rows;
}

// The nearest rows (kind, id, distance), best first, as one SELECT.
export function nearestRowsSql(input: RankByVectorInput): Prisma.Sql {
  const { workspaceId, vector, limit } = input;
  const kinds = [...input.kinds];
  const exclude = [...(input.excludeIds ?? [])];
  return Prisma.sql`
    SELECT kind, id, distance FROM (
      (SELECT 'memory'::text AS kind, m.id, (m.embedding <=> ${vector}::vector)::float8 AS distance
         FROM "Memory" m
        WHERE 'memory' = ANY(${kinds}::text[]) AND m."workspaceId" = ${workspaceId} AND m.status = 'active'
          AND m.embedding IS NOT NULL AND NOT (m.id = ANY(${exclude}::text[]))
        ORDER BY m.embedding <=> ${vector}::vector LIMIT ${limit})
      UNION ALL
      (SELECT 'observation'::text, o.id, (o.embedding <=> ${vector}::vector)::float8
         FROM "Observation" o
        WHERE 'observation' = ANY(${kinds}::text[]) AND o."workspaceId" = ${workspaceId}
          AND o.embedding IS NOT NULL AND NOT (o.id = ANY(${exclude}::text[]))
        ORDER BY o.embedding <=> ${vector}::vector LIMIT ${limit})
      UNION ALL
      (SELECT 'fact_sheet'::text, f.id, (f.embedding <=> ${vector}::vector)::float8
         FROM "FactSheet" f
        WHERE 'fact_sheet' = ANY(${kinds}::text[]) AND f."workspaceId" = ${workspaceId}
          AND f.embedding IS NOT NULL AND NOT (f.id = ANY(${exclude}::text[]))
        ORDER BY f.embedding <=> ${vector}::vector LIMIT ${limit})
    ) hits
    ORDER BY distance, kind, id
    LIMIT ${limit}`;
}
