import "server-only";
import { COMMON_WORD_CANDIDATES, fullTextCandidateCtes, type FullTextCandidateInput } from "@/lib/dal/search/full-text-candidate-ctes";
import { getDb } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { tsvectorTermFrequencies } from "@/lib/search/tsvector-term-frequencies";
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
  // A session turn's role (null for memories, fact sheets and turns without one), and a user
  // turn's text (null otherwise): the search box compares user turns with the question by meaning.
  role: string | null;
  userText: string | null;
};

// The full-text candidates of the search box with what BM25 needs to score them
// (lib/search/score-search-candidates.ts), read from the stored tsvectors in one statement: the
// rows holding the query's words among what search may see (active memories, observations, fact
// sheets) of ONE workspace, each table scoped inside its own WHERE; proposals are in no branch.
// The rows are gathered by fullTextCandidateCtes, as rankFullText gathers them (rarest words first by the planner's
// lexeme statistics, common words dropped when rarer ones remain, at most 8 words, each word
// contributing up to FULL_TEXT_CANDIDATES / #words rows of each table, COMMON_WORD_CANDIDATES /
// #words when every word is common; web-search syntax as one strict query), so the cost stays
// bounded; instead of ts_rank each row brings its length, its
// session's turn count and date, and the kept lexemes it holds with their positions: its vector
// with those lexemes marked (setweight to A: the stored vectors are to_tsvector's, every position
// weight D) and the rest dropped (ts_filter), both in C, sent as the vector's text and counted
// here (tsvectorTermFrequencies), which costs less per row than unnesting it into arrays in SQL.
// Lexemes are PostgreSQL's english stems, the words the index matches.
//
// Plain text ("any" match) reads each row through one of its kept words, and its query is those
// words joined by OR, so every row already matches it: only web-search syntax (phrases, NOT) is
// checked again, row by row.
export async function gatherBm25Candidates(input: FullTextCandidateInput): Promise<Bm25CandidateRow[]> {
  const { workspaceId, query } = input;
  if (!query.text.trim() || input.kinds.length === 0) return [];
  const strict = query.match === "websearch";
  const unquoted = query.text.replaceAll('"', " ");
  const matches = strict ? Prisma.sql`sv @@ (SELECT tsq FROM q)` : Prisma.sql`TRUE`;
  const rows = await getDb().$queryRaw<(Omit<Bm25CandidateRow, "lexemes" | "frequencies"> & { held: string })[]>`
    WITH ${fullTextCandidateCtes({ ...input, commonWordCandidates: COMMON_WORD_CANDIDATES })},
    scored AS MATERIALIZED (
      SELECT coalesce(array_agg(lexeme), '{}') AS lexemes FROM (
        SELECT lexeme FROM kept
        UNION
        SELECT unnest(tsvector_to_array(to_tsvector('english', ${unquoted}))) WHERE ${strict}) t
    ),
    hits AS (
      SELECT 'memory'::text AS kind, id, sv, NULL::text AS "sessionId", NULL::text AS "dateSessionId", NULL::text AS role FROM memories WHERE ${matches}
      UNION ALL
      SELECT 'observation'::text, id, sv, "sessionId", "sessionId", role FROM observations WHERE ${matches}
      UNION ALL
      SELECT 'fact_sheet'::text, id, sv, NULL::text, "sessionId", NULL::text FROM fact_sheets WHERE ${matches}
    )
    SELECT h.kind, h.id, h."sessionId", coalesce(s."turnCount", 1)::int AS "turnCount", s."dateText", h.role,
           CASE WHEN h.role = 'user' THEN (SELECT u.content FROM "Observation" u WHERE u.id = h.id AND u."workspaceId" = ${workspaceId}) END AS "userText",
           length(h.sv)::int AS length, ts_filter(setweight(h.sv, 'A', sc.lexemes), '{a}')::text AS held
      FROM hits h
      CROSS JOIN scored sc
      LEFT JOIN "Session" s ON s.id = h."dateSessionId" AND s."workspaceId" = ${workspaceId}
     ORDER BY h.kind, h.id`;
  return rows.map(({ held, ...row }) => ({ ...row, ...tsvectorTermFrequencies(held) }));
}
