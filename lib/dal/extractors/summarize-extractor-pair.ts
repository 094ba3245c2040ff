import "server-only";
import { getDb } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";

// Every kind of detail lib/detail-loss reports (DetailKind).
const DETAIL_KINDS = ["number", "date", "time", "duration", "quantity", "name", "qualifier", "attribution", "answer-span"];
// Only the columns the figures need (not the sheet's text, tsvector or embedding).
const SHEET_COLUMNS = Prisma.sql`f.id, f."sessionId", f.coverage, f."lostDetailCount", f."answerBearingLost", f."sheetTokens", f."sourceTokens"`;

export type ExtractorSideSummary = {
  extractorId: string;
  // Sessions of the benchmark with a sheet from both extractors, and how many of this side's are analyzed.
  sessions: number;
  analyzed: number;
  meanCoverage: number | null;
  lostDetails: number;
  lostByKind: Record<string, number>;
  answerBearingLost: number;
  sheetTokens: number;
  sourceTokens: number;
};

export type ExtractorPairSummary = { a: ExtractorSideSummary; b: ExtractorSideSummary; onlyA: number; onlyB: number };

type Totals = {
  sessions: bigint;
  onlyA: bigint;
  onlyB: bigint;
  aAnalyzed: bigint;
  bAnalyzed: bigint;
  aCoverage: number | null;
  bCoverage: number | null;
  aLost: bigint | null;
  bLost: bigint | null;
  aAnswerLost: bigint;
  bAnswerLost: bigint;
  aSheetTokens: bigint | null;
  bSheetTokens: bigint | null;
  aSourceTokens: bigint | null;
  bSourceTokens: bigint | null;
};

// Figures over EVERY session of the benchmark that both extractors have a sheet for (not one page),
// summed in SQL from the analyses stored on each sheet (lib/analysis/run-detail-loss-analysis).
// The benchmark and both sheets are scoped to the workspace inside the query.
export async function summarizeExtractorPair(input: { workspaceId: string; benchmarkId: string; aId: string; bId: string }): Promise<ExtractorPairSummary> {
  const db = getDb();
  const { workspaceId, benchmarkId, aId, bId } = input;
  // The benchmark's sessions first (materialized: a handful of index lookups), then A's and B's
  // sheets among them, full-joined so one pass counts the pairs and the sessions only one side has.
  const [totals, kinds] = await Promise.all([
    db.$queryRaw<Totals[]>`
      WITH bench AS MATERIALIZED (
        SELECT DISTINCT hs."sessionId" AS id FROM "HaystackSession" hs
          JOIN "Question" q ON q.id = hs."questionId" JOIN "Benchmark" b ON b.id = q."benchmarkId"
         WHERE b.id = ${benchmarkId} AND b."workspaceId" = ${workspaceId}
      ), fa AS MATERIALIZED (
        SELECT ${SHEET_COLUMNS} FROM bench JOIN "FactSheet" f ON f."sessionId" = bench.id AND f."extractorId" = ${aId} WHERE f."workspaceId" = ${workspaceId}
      ), fb AS MATERIALIZED (
        SELECT ${SHEET_COLUMNS} FROM bench JOIN "FactSheet" f ON f."sessionId" = bench.id AND f."extractorId" = ${bId} WHERE f."workspaceId" = ${workspaceId}
      ), pair AS (
        SELECT fa.id AS a_id, fb.id AS b_id, fa.coverage AS a_cov, fb.coverage AS b_cov, fa."lostDetailCount" AS a_lost, fb."lostDetailCount" AS b_lost,
               fa."answerBearingLost" AS a_ab, fb."answerBearingLost" AS b_ab, fa."sheetTokens" AS a_st, fb."sheetTokens" AS b_st,
               fa."sourceTokens" AS a_src, fb."sourceTokens" AS b_src
          FROM fa FULL JOIN fb ON fb."sessionId" = fa."sessionId"
      )
      SELECT count(*) FILTER (WHERE a_id IS NOT NULL AND b_id IS NOT NULL) AS sessions,
             count(*) FILTER (WHERE b_id IS NULL) AS "onlyA", count(*) FILTER (WHERE a_id IS NULL) AS "onlyB",
             count(a_cov) FILTER (WHERE b_id IS NOT NULL) AS "aAnalyzed", count(b_cov) FILTER (WHERE a_id IS NOT NULL) AS "bAnalyzed",
             (avg(a_cov) FILTER (WHERE b_id IS NOT NULL))::float8 AS "aCoverage", (avg(b_cov) FILTER (WHERE a_id IS NOT NULL))::float8 AS "bCoverage",
             sum(a_lost) FILTER (WHERE b_id IS NOT NULL) AS "aLost", sum(b_lost) FILTER (WHERE a_id IS NOT NULL) AS "bLost",
             count(*) FILTER (WHERE b_id IS NOT NULL AND a_ab) AS "aAnswerLost", count(*) FILTER (WHERE a_id IS NOT NULL AND b_ab) AS "bAnswerLost",
             sum(a_st) FILTER (WHERE b_id IS NOT NULL) AS "aSheetTokens", sum(b_st) FILTER (WHERE a_id IS NOT NULL) AS "bSheetTokens",
             sum(a_src) FILTER (WHERE b_id IS NOT NULL) AS "aSourceTokens", sum(b_src) FILTER (WHERE a_id IS NOT NULL) AS "bSourceTokens"
        FROM pair`,
    db.$queryRaw<{ kind: string; a: bigint | null; b: bigint | null }[]>`
      WITH bench AS MATERIALIZED (
        SELECT DISTINCT hs."sessionId" AS id FROM "HaystackSession" hs
          JOIN "Question" q ON q.id = hs."questionId" JOIN "Benchmark" b ON b.id = q."benchmarkId"
         WHERE b.id = ${benchmarkId} AND b."workspaceId" = ${workspaceId}
      ), pair AS MATERIALIZED (
        SELECT fa."lostDetailsByKind" AS a_kinds, fb."lostDetailsByKind" AS b_kinds
          FROM bench
          JOIN "FactSheet" fa ON fa."sessionId" = bench.id AND fa."extractorId" = ${aId} AND fa."workspaceId" = ${workspaceId}
          JOIN "FactSheet" fb ON fb."sessionId" = bench.id AND fb."extractorId" = ${bId} AND fb."workspaceId" = ${workspaceId}
      )
      -- One row per known kind (the set is closed: DetailKind), read with ->>.
      SELECT k.kind, sum((pair.a_kinds ->> k.kind)::int) AS a, sum((pair.b_kinds ->> k.kind)::int) AS b
        FROM pair CROSS JOIN unnest(${DETAIL_KINDS}::text[]) AS k(kind)
       GROUP BY k.kind
       ORDER BY k.kind`,
  ]);
  const t = totals[0]!;
  const n = (value: bigint | null) => Number(value ?? 0);
  const sessions = n(t.sessions);
  const side = (key: "a" | "b", extractorId: string): ExtractorSideSummary => ({
    extractorId,
    sessions,
    analyzed: n(key === "a" ? t.aAnalyzed : t.bAnalyzed),
    meanCoverage: (key === "a" ? t.aCoverage : t.bCoverage) ?? null,
    lostDetails: n(key === "a" ? t.aLost : t.bLost),
    lostByKind: Object.fromEntries(kinds.filter((k) => k[key] !== null && Number(k[key]) > 0).map((k) => [k.kind, Number(k[key])])),
    answerBearingLost: n(key === "a" ? t.aAnswerLost : t.bAnswerLost),
    sheetTokens: n(key === "a" ? t.aSheetTokens : t.bSheetTokens),
    sourceTokens: n(key === "a" ? t.aSourceTokens : t.bSourceTokens),
  });
  return { a: side("a", aId), b: side("b", bId), onlyA: n(t.onlyA), onlyB: n(t.onlyB) };
}
