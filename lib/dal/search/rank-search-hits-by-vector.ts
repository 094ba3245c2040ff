import "server-only";
import { inVectorScan, nearestRowsSql, type RankByVectorInput, type VectorCandidate } from "@/lib/dal/search/rank-by-vector";
import type { LoadedHit } from "@/lib/dal/search/load-search-hits";
import { searchHitsSql } from "@/lib/dal/search/search-hits-sql";
import { Prisma } from "@/lib/generated/prisma/client";

export type NearestSearchHit = { candidate: VectorCandidate; hit: LoadedHit | null };

type Row = VectorCandidate & { loaded: boolean } & Omit<LoadedHit, "kind" | "id">;

// The search box's vector ranking with what it then needs of each row (its text for the relevance
// floor, its session for the session and time signals, and its provenance if it is shown), in the
// statement that ranks them: rankByVector's nearest rows, in its order, each with loadSearchHits'
// reading of it (null if that reading drops it). One statement instead of a ranking and a load.
export async function rankSearchHitsByVector(input: RankByVectorInput): Promise<NearestSearchHit[]> {
  if (input.kinds.length === 0) return [];
  const of = (kind: string) => (column: Prisma.Sql) => Prisma.sql`${column} IN (SELECT id FROM nearest WHERE kind = ${kind})`;
  const rows = await inVectorScan<Row>(
    input,
    (exact) => Prisma.sql`
    WITH nearest AS MATERIALIZED (${nearestRowsSql(input, exact)}),
    hits AS (${searchHitsSql({ workspaceId: input.workspaceId, idIn: { memory: of("memory"), observation: of("observation"), fact_sheet: of("fact_sheet") } })})
    SELECT n.kind, n.id, n.distance, h.id IS NOT NULL AS loaded, h.text, h."sessionId", h."sessionExternalId", h.position, h.role,
           h."observationSource", h.extractor, h."sessionDate", h."sessionTurnCount"
      FROM nearest n LEFT JOIN hits h ON h.kind = n.kind AND h.id = n.id
     ORDER BY n.distance, n.kind, n.id`,
  );
  return rows.map(({ kind, id, distance, loaded, ...hit }) => ({ candidate: { kind, id, distance }, hit: loaded ? { kind, id, ...hit } : null }));
}
