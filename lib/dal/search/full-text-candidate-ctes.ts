import "server-only";
import { COMMON_LEXEME_FREQUENCY, type LexemeFrequencies } from "@/lib/dal/search/get-lexeme-frequencies";
import { Prisma } from "@/lib/generated/prisma/client";
import type { FullTextQuery } from "@/lib/search/full-text-query";
import type { SearchKind } from "@/lib/search/search-hit-source";

// How many matching rows per table the ranking may read. Reading a row costs ~20-40 µs on the
// embedded database, and a common word can match most of a workspace; this bounds the cost.
export const FULL_TEXT_CANDIDATES = 800;
// The search box's budget when every word of the query is common (held by more than
// COMMON_LEXEME_FREQUENCY of observations; gatherBm25Candidates passes it as
// commonWordCandidates): the rows holding them are many and alike as far as those words can tell
// (BM25 weighs such words little), so fewer are read. A search for "work" over 100,000
// observations read 1,692 rows (800 turns, 604 fact sheets, 288 memories) of the 99,000 holding
// it, and spent most of its time on them. Measured with scripts/bench/search-latency.ts. Other
// readers (rankFullText: similar memories) keep FULL_TEXT_CANDIDATES.
export const COMMON_WORD_CANDIDATES = 250;
const MAX_TERMS = 8;
// When every word of the query is common, only the two least common are searched: each common
// word costs a large index read and adds little.
const MAX_COMMON_TERMS = 2;

export type FullTextCandidateInput = {
  workspaceId: string;
  query: FullTextQuery;
  kinds: readonly SearchKind[];
  lexemeFrequencies?: LexemeFrequencies;
  excludeIds?: readonly string[];
  // Rows per table when every word is common; FULL_TEXT_CANDIDATES unless given.
  commonWordCandidates?: number;
};

// The common part of the search box's two full-text readers (rankFullText's ts_rank and
// gatherBm25Candidates' BM25 statistics), as the WITH list both start from: the words kept
// (`kept`), the query the rows must match (`q`), the per-word queries (`terms`) and the matching
// rows of each table (`memories`, `observations`, `fact_sheets`, each with its stored tsvector
// `sv` and, for observations and fact sheets, its sessionId; for observations, its role), among what search may see (active
// memories, observations, fact sheets) of ONE workspace, each table scoped inside its own WHERE.
// Proposals are in no branch.
//
// Candidates are gathered per word so that cost stays bounded and rare words are never crowded
// out. For plain text ("any" match) the query's words are taken rarest first (by the planner's
// lexeme statistics); words in more than 10% of observations are dropped when rarer ones remain
// (else the two least common are kept), at most 8 words; each contributes up to
// FULL_TEXT_CANDIDATES / #words matching rows of each table, so a rare word contributes all of its
// rows (commonWordCandidates / #words when every word is common).
// Web-search syntax is one strict query: its rows are read through the same query without
// quotes (every word, no word order: what the index answers exactly), up to
// FULL_TEXT_CANDIDATES of them, and only then checked for the quoted phrases, which PostgreSQL
// must verify row by row; so a phrase of very common words is looked for among the first 800
// rows holding all its words, not in the whole workspace.
export function fullTextCandidateCtes(input: FullTextCandidateInput): Prisma.Sql {
  const { workspaceId, query } = input;
  const kinds = [...input.kinds];
  const exclude = [...(input.excludeIds ?? [])];
  const lexemes = input.lexemeFrequencies?.lexemes ?? [];
  const frequencies = input.lexemeFrequencies?.frequencies ?? [];
  const strict = query.match === "websearch";
  const unquoted = query.text.replaceAll('"', " ");
  return Prisma.sql`
    words AS MATERIALIZED (
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
      SELECT GREATEST(50, (CASE WHEN ${strict} OR EXISTS (SELECT 1 FROM words WHERE frequency <= ${COMMON_LEXEME_FREQUENCY}::float8)
                                THEN ${FULL_TEXT_CANDIDATES}::int ELSE ${input.commonWordCandidates ?? FULL_TEXT_CANDIDATES}::int END) / GREATEST(count(*), 1))::int AS n FROM terms
    ),
    memories AS (
      SELECT DISTINCT ON (c.id) c.id, c.sv FROM terms t CROSS JOIN LATERAL (
        SELECT m.id, m."searchVector" AS sv FROM "Memory" m
         WHERE 'memory' = ANY(${kinds}::text[]) AND m."workspaceId" = ${workspaceId} AND m.status = 'active'
           AND m."searchVector" @@ t.tsq AND NOT (m.id = ANY(${exclude}::text[]))
         LIMIT (SELECT n FROM per_term)) c
      ORDER BY c.id
    ),
    observations AS (
      SELECT DISTINCT ON (c.id) c.id, c.sv, c."sessionId", c.role FROM terms t CROSS JOIN LATERAL (
        SELECT o.id, o."searchVector" AS sv, o."sessionId", o.role FROM "Observation" o
         WHERE 'observation' = ANY(${kinds}::text[]) AND o."workspaceId" = ${workspaceId}
           AND o."searchVector" @@ t.tsq AND NOT (o.id = ANY(${exclude}::text[]))
         LIMIT (SELECT n FROM per_term)) c
      ORDER BY c.id
    ),
    fact_sheets AS (
      SELECT DISTINCT ON (c.id) c.id, c.sv, c."sessionId" FROM terms t CROSS JOIN LATERAL (
        SELECT f.id, f."searchVector" AS sv, f."sessionId" FROM "FactSheet" f
         WHERE 'fact_sheet' = ANY(${kinds}::text[]) AND f."workspaceId" = ${workspaceId}
           AND f."searchVector" @@ t.tsq AND NOT (f.id = ANY(${exclude}::text[]))
         LIMIT (SELECT n FROM per_term)) c
      ORDER BY c.id
    )`;
}
