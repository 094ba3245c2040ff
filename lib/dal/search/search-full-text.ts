import "server-only";
import { getDb } from "@/lib/db/prisma";

export type FullTextHit = {
  kind: "memory" | "observation" | "fact_sheet";
  id: string;
  text: string;
  sessionId: string | null;
  rank: number;
};

// Full-text search over what search may see: active memories, observations and fact sheets of
// one workspace. Proposals are never searched; a memory exists only once one is accepted.
export async function searchFullText(input: { workspaceId: string; query: string; k: number }): Promise<FullTextHit[]> {
  const { workspaceId, query, k } = input;
  return getDb().$queryRaw<FullTextHit[]>`
    WITH q AS (SELECT websearch_to_tsquery('english', ${query}) AS tsq)
    SELECT * FROM (
      SELECT 'memory' AS kind, m.id, m.body AS text, NULL::text AS "sessionId",
             ts_rank(m."searchVector", q.tsq)::float8 AS rank
        FROM "Memory" m, q
       WHERE m."workspaceId" = ${workspaceId} AND m.status = 'active' AND m."searchVector" @@ q.tsq
      UNION ALL
      SELECT 'observation', o.id, o.content, o."sessionId", ts_rank(o."searchVector", q.tsq)::float8
        FROM "Observation" o, q
       WHERE o."workspaceId" = ${workspaceId} AND o."searchVector" @@ q.tsq
      UNION ALL
      SELECT 'fact_sheet', f.id, f.text, f."sessionId", ts_rank(f."searchVector", q.tsq)::float8
        FROM "FactSheet" f, q
       WHERE f."workspaceId" = ${workspaceId} AND f."searchVector" @@ q.tsq
    ) hits
    ORDER BY rank DESC, id
    LIMIT ${k}`;
}
