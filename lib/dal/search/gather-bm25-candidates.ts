import "server-only";
import { fullTextCandidateCtes, type FullTextCandidateInput } from "@/lib/dal/search/full-text-candidate-ctes";
import { getDb } from "@/lib/db/prisma";
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

// The full-text candidates of the search box with what BM25 needs to score them
// (lib/search/score-search-candidates.ts), read from the stored tsvectors in one statement: the
// rows holding the query's words among what search may see (active memories, observations, fact
// sheets) of ONE workspace, each table scoped inside its own WHERE; proposals are in no branch.
// The rows are gathered by fullTextCandidateCtes, as rankFullText gathers them (rarest words first by the planner's
// lexeme statistics, common words dropped when rarer ones remain, at most 8 words, each word
// contributing up to FULL_TEXT_CANDIDATES / #words rows; web-search syntax as one strict query),
// so the cost stays bounded the same way; instead of ts_rank each row brings its length and the
// frequency of each kept lexeme (its positions, picked out of the tsvector by setweight +
// ts_filter, which copy it in C rather than unnest every lexeme), and its session's turn count and
// date. Lexemes are PostgreSQL's english stems, the words the index matches.
export async function gatherBm25Candidates(input: FullTextCandidateInput): Promise<Bm25CandidateRow[]> {
  const { workspaceId, query } = input;
  if (!query.text.trim() || input.kinds.length === 0) return [];
  const strict = query.match === "websearch";
  const unquoted = query.text.replaceAll('"', " ");
  return getDb().$queryRaw<Bm25CandidateRow[]>`
    WITH ${fullTextCandidateCtes(input)},
    scored AS MATERIALIZED (
      SELECT coalesce(array_agg(lexeme), '{}') AS lexemes FROM (
        SELECT lexeme FROM kept
        UNION
        SELECT unnest(tsvector_to_array(to_tsvector('english', ${unquoted}))) WHERE ${strict}) t
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
