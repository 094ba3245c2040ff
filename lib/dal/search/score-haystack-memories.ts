import "server-only";
import { getDb } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";
import { anyWordQuery } from "@/lib/search/full-text-query";

export type HaystackMemoryScore = {
  memoryId: string;
  text: string;
  fullText: number;
  vector: number | null;
  /** The memory's earliest source session in the haystack: its tie-break order and its date. */
  position: number;
  dateText: string | null;
  /** Its source sessions that lie in this haystack, in haystack order (ids and external ids). */
  sessionIds: string[];
  externalIds: string[];
};

// Scores the memories of ONE question's haystack: the workspace's active memories (canonical
// records; a proposal is not a memory until accepted, so pending and rejected ones are never
// here) with at least one source turn in a session of the question's own partition. Scoped to
// the workspace inside the query. Rows come in haystack order, then by age, so ties rank the
// same way every time.
export async function scoreHaystackMemories(input: {
  workspaceId: string;
  questionId: string;
  query: string;
  queryVector: number[] | null;
}): Promise<HaystackMemoryScore[]> {
  const words = anyWordQuery(input.query) || "nothing";
  // Without a query vector (full text, or no pgvector) the embedding column is never named.
  const vector = input.queryVector ? Prisma.sql`(1 - (m.embedding <=> ${toVectorLiteral(input.queryVector)}::vector))::float8` : Prisma.sql`NULL::float8`;
  return getDb().$queryRaw<HaystackMemoryScore[]>`
    WITH q AS (SELECT websearch_to_tsquery('english', ${words}) AS tsq),
    src AS (
      SELECT DISTINCT ms."memoryId", h."sessionId", h.position, h."dateText", s."externalId"
        FROM "HaystackSession" h
        JOIN "Session" s ON s.id = h."sessionId" AND s."workspaceId" = ${input.workspaceId}
        JOIN "Observation" o ON o."sessionId" = h."sessionId" AND o."workspaceId" = ${input.workspaceId}
        JOIN "MemorySource" ms ON ms."observationId" = o.id
       WHERE h."questionId" = ${input.questionId}
    ),
    agg AS (
      SELECT "memoryId", min(position)::int AS position, (array_agg("dateText" ORDER BY position))[1] AS "dateText",
             array_agg("sessionId" ORDER BY position) AS "sessionIds", array_agg("externalId" ORDER BY position) AS "externalIds"
        FROM src GROUP BY "memoryId"
    )
    SELECT m.id AS "memoryId", m.body AS text,
           CASE WHEN m."searchVector" @@ q.tsq THEN ts_rank(m."searchVector", q.tsq) ELSE 0 END::float8 AS "fullText",
           ${vector} AS vector,
           agg.position, agg."dateText", agg."sessionIds", agg."externalIds"
      FROM agg
      JOIN "Memory" m ON m.id = agg."memoryId" AND m."workspaceId" = ${input.workspaceId} AND m.status = 'active', q
     ORDER BY agg.position, m."createdAt", m.id`;
}
