import "server-only";
import { getDb } from "@/lib/db/prisma";

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

type SideRow = {
  extractorId: string;
  sessions: bigint;
  analyzed: bigint;
  meanCoverage: number | null;
  lostDetails: bigint | null;
  answerBearingLost: bigint;
  sheetTokens: bigint | null;
  sourceTokens: bigint | null;
};

// Figures over EVERY session of the benchmark that both extractors have a sheet for (not one page),
// summed in SQL from the analyses stored on each sheet (lib/analysis/run-detail-loss-analysis).
// The benchmark and both sheets are scoped to the workspace inside the query.
export async function summarizeExtractorPair(input: { workspaceId: string; benchmarkId: string; aId: string; bId: string }): Promise<ExtractorPairSummary> {
  const db = getDb();
  const { workspaceId, benchmarkId, aId, bId } = input;
  const [sides, kinds, only] = await Promise.all([
    db.$queryRaw<SideRow[]>`
      WITH bench AS (
        SELECT DISTINCT hs."sessionId" AS id FROM "HaystackSession" hs
          JOIN "Question" q ON q.id = hs."questionId" JOIN "Benchmark" b ON b.id = q."benchmarkId"
         WHERE b.id = ${benchmarkId} AND b."workspaceId" = ${workspaceId}
      ), pairs AS (
        SELECT fa."sessionId" FROM "FactSheet" fa JOIN "FactSheet" fb ON fb."sessionId" = fa."sessionId" AND fb."extractorId" = ${bId}
         WHERE fa."extractorId" = ${aId} AND fa."workspaceId" = ${workspaceId} AND fb."workspaceId" = ${workspaceId} AND fa."sessionId" IN (SELECT id FROM bench)
      )
      SELECT f."extractorId", count(*) AS sessions, count(f.coverage) AS analyzed, avg(f.coverage)::float8 AS "meanCoverage",
             sum(f."lostDetailCount") AS "lostDetails", count(*) FILTER (WHERE f."answerBearingLost") AS "answerBearingLost",
             sum(f."sheetTokens") AS "sheetTokens", sum(f."sourceTokens") AS "sourceTokens"
        FROM "FactSheet" f JOIN pairs p ON p."sessionId" = f."sessionId"
       WHERE f."extractorId" IN (${aId}, ${bId})
       GROUP BY f."extractorId"`,
    db.$queryRaw<{ extractorId: string; kind: string; lost: bigint }[]>`
      WITH bench AS (
        SELECT DISTINCT hs."sessionId" AS id FROM "HaystackSession" hs
          JOIN "Question" q ON q.id = hs."questionId" JOIN "Benchmark" b ON b.id = q."benchmarkId"
         WHERE b.id = ${benchmarkId} AND b."workspaceId" = ${workspaceId}
      ), pairs AS (
        SELECT fa."sessionId" FROM "FactSheet" fa JOIN "FactSheet" fb ON fb."sessionId" = fa."sessionId" AND fb."extractorId" = ${bId}
         WHERE fa."extractorId" = ${aId} AND fa."workspaceId" = ${workspaceId} AND fb."workspaceId" = ${workspaceId} AND fa."sessionId" IN (SELECT id FROM bench)
      )
      SELECT f."extractorId", k.key AS kind, sum(k.value::int) AS lost
        FROM "FactSheet" f JOIN pairs p ON p."sessionId" = f."sessionId"
       CROSS JOIN LATERAL jsonb_each_text(coalesce(f."lostDetailsByKind", '{}'::jsonb)) AS k(key, value)
       WHERE f."extractorId" IN (${aId}, ${bId})
       GROUP BY f."extractorId", k.key
       ORDER BY k.key`,
    db.$queryRaw<{ onlyA: bigint; onlyB: bigint }[]>`
      WITH bench AS (
        SELECT DISTINCT hs."sessionId" AS id FROM "HaystackSession" hs
          JOIN "Question" q ON q.id = hs."questionId" JOIN "Benchmark" b ON b.id = q."benchmarkId"
         WHERE b.id = ${benchmarkId} AND b."workspaceId" = ${workspaceId}
      ), sides AS (
        SELECT f."sessionId", bool_or(f."extractorId" = ${aId}) AS has_a, bool_or(f."extractorId" = ${bId}) AS has_b
          FROM "FactSheet" f
         WHERE f."workspaceId" = ${workspaceId} AND f."extractorId" IN (${aId}, ${bId}) AND f."sessionId" IN (SELECT id FROM bench)
         GROUP BY f."sessionId"
      )
      SELECT count(*) FILTER (WHERE has_a AND NOT has_b) AS "onlyA", count(*) FILTER (WHERE has_b AND NOT has_a) AS "onlyB" FROM sides`,
  ]);
  const side = (extractorId: string): ExtractorSideSummary => {
    const row = sides.find((r) => r.extractorId === extractorId);
    return {
      extractorId,
      sessions: Number(row?.sessions ?? 0),
      analyzed: Number(row?.analyzed ?? 0),
      meanCoverage: row?.meanCoverage ?? null,
      lostDetails: Number(row?.lostDetails ?? 0),
      lostByKind: Object.fromEntries(kinds.filter((k) => k.extractorId === extractorId).map((k) => [k.kind, Number(k.lost)])),
      answerBearingLost: Number(row?.answerBearingLost ?? 0),
      sheetTokens: Number(row?.sheetTokens ?? 0),
      sourceTokens: Number(row?.sourceTokens ?? 0),
    };
  };
  return { a: side(aId), b: side(bId), onlyA: Number(only[0]?.onlyA ?? 0), onlyB: Number(only[0]?.onlyB ?? 0) };
}
