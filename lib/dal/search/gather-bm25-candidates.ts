import "server-only";
import { COMMON_LEXEME_FREQUENCY, type LexemeFrequencies } from "@/lib/dal/search/get-lexeme-frequencies";
import { FULL_TEXT_CANDIDATES } from "@/lib/dal/search/rank-full-text";
import { getDb } from "@/lib/db/prisma";
import type { FullTextQuery } from "@/lib/search/full-text-query";
import type { SearchKind } from "@/lib/search/search-hit-source";

export type Bm25CandidateRow = {
  kind: SearchKind;
  id: string;
  // An observation's session (null for memories and fact sheets: each is a document of its own),
  // its number of turns, and the date of the session the row belongs to (a fact sheet's too).
  sessionId: string | null;
  turnCount: number;
  dateText: string | null;
  // The row's length as BM25 counts it: its distinct lexemes (length(tsvector), stored in the
  // vector's header, so no row is walked for it; counting every position cost a walk of each
  // candidate's whole vector). Parallel: the kept query lexemes it holds and how often.
  length: number;
  lexemes: string[];
  frequencies: number[];
};

const MAX_TERMS = 8;
const MAX_COMMON_TERMS = 2;

// The full-text candidates of the search box with what BM25 needs to score them
// (lib/search/score-search-candidates.ts), read from the stored tsvectors in one statement: the
// rows holding the query's words among what search may see (active memories, observations, fact
// sheets) of ONE workspace, each table scoped inside its own WHERE; proposals are in no branch.
// The rows are gathered exactly as rankFullText gathers them (rarest words first by the planner's
// lexeme statistics, common words dropped when rarer ones remain, at most 8 words, each word
// contributing up to FULL_TEXT_CANDIDATES / #words rows; web-search syntax as one strict query),
// so the cost stays bounded the same way; instead of ts_rank each row brings its length and the
// frequency of each kept lexeme (its positions, picked out of the tsvector by setweight +
// ts_filter, which copy it in C rather than unnest every lexeme), and its session's turn count and
// date. Lexemes are PostgreSQL's english stems, the words the index matches.
export async function gatherBm25Candidates(input: {
  workspaceId: string;
  query: FullTextQuery;
  kinds: readonly SearchKind[];
  lexemeFrequencies?: LexemeFrequencies;
}): Promise<Bm25CandidateRow[]> {
  const { workspaceId, query } = input;
  if (!query.text.trim() || input.kinds.length === 0) return [];
  const kinds = [...input.kinds];
  const lexemes = input.lexemeFrequencies?.lexemes ?? [];
  const frequencies = input.lexemeFrequencies?.frequencies ?? [];
  const strict = query.match === "websearch";
  const unquoted = query.text.replaceAll('"', " ");
  return getDb().$queryRaw<Bm25CandidateRow[]>`
    WITH words AS MATERIALIZED (
      SELECT w.lexeme, coalesce(f.frequency, 0) AS frequency
        FROM (SELECT DISTINCT lexeme FROM unnest(tsvector_to_array(to_tsvector('english', ${query.text}))) AS u(lexeme)) w
        LEFT JOIN unnest(${lexemes}::text[], ${frequencies}::float8[]) AS f(lexeme, frequency) ON f.lexeme = w.lexeme
       WHERE NOT ${strict}
    ),
    kept AS MATERIALIZED (
      SELECT lexeme FROM words
       WHERE frequency <= ${COMMON_LEXEME_FREQUENCY}::float8
          OR NOT EXISTS (SELECT 1 FROM words WHERE frequency <= ${COMMON_LEXEME_FREQUENCY}::float8)
       ORDER BY frequency, lexeme
       LIMIT CASE WHEN EXISTS (SELECT 1 FROM words WHERE frequency <= ${COMMON_LEXEME_FREQUENCY}::float8) THEN ${MAX_TERMS}::int ELSE ${MAX_COMMON_TERMS}::int END
    ),
    scored AS MATERIALIZED (
      SELECT coalesce(array_agg(lexeme), '{}') AS lexemes FROM (
        SELECT lexeme FROM kept
        UNION
        SELECT unnest(tsvector_to_array(to_tsvector('english', ${unquoted}))) WHERE ${strict}) t
    ),
    q AS MATERIALIZED (
      SELECT CASE WHEN ${strict} THEN websearch_to_tsquery('english', ${query.text})
                  ELSE (SELECT websearch_to_tsquery('simple', coalesce(string_agg(lexeme, ' or '), '')) FROM kept) END AS tsq
    ),
    terms AS MATERIALIZED (
      SELECT websearch_to_tsquery('english', ${unquoted}) AS tsq WHERE ${strict}
      UNION ALL
      SELECT plainto_tsquery('simple', lexeme) FROM kept
    ),
    per_term AS MATERIALIZED (
      SELECT GREATEST(50, ${FULL_TEXT_CANDIDATES} / GREATEST(count(*), 1))::int AS n FROM terms
    ),
    memories AS (
      SELECT DISTINCT ON (c.id) c.id, c.sv FROM terms t CROSS JOIN LATERAL (
        SELECT m.id, m."searchVector" AS sv FROM "Memory" m
         WHERE 'memory' = ANY(${kinds}::text[]) AND m."workspaceId" = ${workspaceId} AND m.status = 'active'
           AND m."searchVector" @@ t.tsq
         LIMIT (SELECT n FROM per_term)) c
      ORDER BY c.id
    ),
    observations AS (
      SELECT DISTINCT ON (c.id) c.id, c.sv, c."sessionId" FROM terms t CROSS JOIN LATERAL (
        SELECT o.id, o."searchVector" AS sv, o."sessionId" FROM "Observation" o
         WHERE 'observation' = ANY(${kinds}::text[]) AND o."workspaceId" = ${workspaceId}
           AND o."searchVector" @@ t.tsq
         LIMIT (SELECT n FROM per_term)) c
      ORDER BY c.id
    ),
    fact_sheets AS (
      SELECT DISTINCT ON (c.id) c.id, c.sv, c."sessionId" FROM terms t CROSS JOIN LATERAL (
        SELECT f.id, f."searchVector" AS sv, f."sessionId" FROM "FactSheet" f
         WHERE 'fact_sheet' = ANY(${kinds}::text[]) AND f."workspaceId" = ${workspaceId}
           AND f."searchVector" @@ t.tsq
         LIMIT (SELECT n FROM per_term)) c
      ORDER BY c.id
    ),
    hits AS (
      SELECT 'memory'::text AS kind, id, sv, NULL::text AS "sessionId", NULL::text AS "dateSessionId" FROM memories WHERE sv @@ (SELECT tsq FROM q)
      UNION ALL
      SELECT 'observation'::text, id, sv, "sessionId", "sessionId" FROM observations WHERE sv @@ (SELECT tsq FROM q)
      UNION ALL
      SELECT 'fact_sheet'::text, id, sv, NULL::text, "sessionId" FROM fact_sheets WHERE sv @@ (SELECT tsq FROM q)
    )
    SELECT h.kind, h.id, h."sessionId", coalesce(s."turnCount", 1)::int AS "turnCount", s."dateText",
           length(h.sv)::int AS length, x.lexemes, x.frequencies
      FROM hits h
      CROSS JOIN scored sc
      LEFT JOIN "Session" s ON s.id = h."dateSessionId" AND s."workspaceId" = ${workspaceId}
      CROSS JOIN LATERAL (
        SELECT coalesce(array_agg(u.lexeme), '{}') AS lexemes, coalesce(array_agg(coalesce(cardinality(u.positions), 1)), '{}')::int[] AS frequencies
          FROM unnest(ts_filter(setweight(setweight(h.sv, 'D'), 'A', sc.lexemes), '{a}')) AS u(lexeme, positions, weights)) x
     ORDER BY h.kind, h.id`;
}
