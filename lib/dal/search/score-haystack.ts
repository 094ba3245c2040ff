import "server-only";
import { getDb } from "@/lib/db/prisma";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";
import { anyWordQuery } from "@/lib/search/full-text-query";

export type HaystackScore = {
  sessionId: string;
  externalId: string;
  dateText: string | null;
  position: number;
  fullText: number;
  vector: number | null;
  text: string | null;
};

// Scores every session of ONE question's haystack (its own partition: a question never retrieves
// from another's) against the query, in the chosen representation: the original turns (a
// session scores its best turn) or one extractor's fact sheets. Scoped to the workspace inside
// the query.
export async function scoreHaystack(input: {
  workspaceId: string;
  questionId: string;
  query: string;
  queryVector: number[] | null;
  representation: { kind: "sessions" } | { kind: "factsheets"; extractorId: string };
}): Promise<HaystackScore[]> {
  const db = getDb();
  const words = anyWordQuery(input.query) || "nothing";
  const vec = input.queryVector ? toVectorLiteral(input.queryVector) : null;
  if (input.representation.kind === "sessions") {
    if (vec) {
      return db.$queryRaw<HaystackScore[]>`
        WITH q AS (SELECT websearch_to_tsquery('english', ${words}) AS tsq)
        SELECT h."sessionId", s."externalId", h."dateText", h.position,
               COALESCE(max(ts_rank(o."searchVector", q.tsq)) FILTER (WHERE o."searchVector" @@ q.tsq), 0)::float8 AS "fullText",
               max(1 - (o.embedding <=> ${vec}::vector))::float8 AS vector, NULL::text AS text
          FROM "HaystackSession" h
          JOIN "Session" s ON s.id = h."sessionId" AND s."workspaceId" = ${input.workspaceId}
          JOIN "Observation" o ON o."sessionId" = h."sessionId", q
         WHERE h."questionId" = ${input.questionId}
         GROUP BY h."sessionId", s."externalId", h."dateText", h.position`;
    }
    return db.$queryRaw<HaystackScore[]>`
      WITH q AS (SELECT websearch_to_tsquery('english', ${words}) AS tsq)
      SELECT h."sessionId", s."externalId", h."dateText", h.position,
             COALESCE(max(ts_rank(o."searchVector", q.tsq)) FILTER (WHERE o."searchVector" @@ q.tsq), 0)::float8 AS "fullText",
             NULL::float8 AS vector, NULL::text AS text
        FROM "HaystackSession" h
        JOIN "Session" s ON s.id = h."sessionId" AND s."workspaceId" = ${input.workspaceId}
        JOIN "Observation" o ON o."sessionId" = h."sessionId", q
       WHERE h."questionId" = ${input.questionId}
       GROUP BY h."sessionId", s."externalId", h."dateText", h.position`;
  }
  const extractorId = input.representation.extractorId;
  if (vec) {
    return db.$queryRaw<HaystackScore[]>`
      WITH q AS (SELECT websearch_to_tsquery('english', ${words}) AS tsq)
      SELECT h."sessionId", s."externalId", h."dateText", h.position,
             CASE WHEN f."searchVector" @@ q.tsq THEN ts_rank(f."searchVector", q.tsq) ELSE 0 END::float8 AS "fullText",
             (1 - (f.embedding <=> ${vec}::vector))::float8 AS vector, f.text
        FROM "HaystackSession" h
        JOIN "Session" s ON s.id = h."sessionId" AND s."workspaceId" = ${input.workspaceId}
        JOIN "FactSheet" f ON f."sessionId" = h."sessionId" AND f."extractorId" = ${extractorId}, q
       WHERE h."questionId" = ${input.questionId}`;
  }
  return db.$queryRaw<HaystackScore[]>`
    WITH q AS (SELECT websearch_to_tsquery('english', ${words}) AS tsq)
    SELECT h."sessionId", s."externalId", h."dateText", h.position,
           CASE WHEN f."searchVector" @@ q.tsq THEN ts_rank(f."searchVector", q.tsq) ELSE 0 END::float8 AS "fullText",
           NULL::float8 AS vector, f.text
      FROM "HaystackSession" h
      JOIN "Session" s ON s.id = h."sessionId" AND s."workspaceId" = ${input.workspaceId}
      JOIN "FactSheet" f ON f."sessionId" = h."sessionId" AND f."extractorId" = ${extractorId}, q
     WHERE h."questionId" = ${input.questionId}`;
}
