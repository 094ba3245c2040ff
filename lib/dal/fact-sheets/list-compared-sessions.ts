import "server-only";
import { getDb } from "@/lib/db/prisma";

export type ComparedSheetRow = {
  text: string;
  passthrough: boolean;
  coverage: number | null;
  lostDetails: number | null;
  lostByKind: Record<string, number>;
  answerBearingLost: boolean | null;
};
export type ComparedSessionRow = { sessionId: string; externalId: string; a: ComparedSheetRow; b: ComparedSheetRow };

type Raw = {
  sessionId: string;
  externalId: string;
  aText: string;
  aPassthrough: boolean;
  aCoverage: number | null;
  aLost: number | null;
  aKinds: Record<string, number> | null;
  aAnswerLost: boolean | null;
  bText: string;
  bPassthrough: boolean;
  bCoverage: number | null;
  bLost: number | null;
  bKinds: Record<string, number> | null;
  bAnswerLost: boolean | null;
};

// One page of the benchmark's sessions that both extractors have a sheet for, largest change in
// stored coverage first (unanalysed pairs last), with both sheets' text and stored analyses. Only
// the page's rows are read: the page never re-analyses or loads turns.
export async function listComparedSessions(input: {
  workspaceId: string;
  benchmarkId: string;
  aId: string;
  bId: string;
  page: number;
  pageSize: number;
}): Promise<ComparedSessionRow[]> {
  const { workspaceId, benchmarkId, aId, bId } = input;
  const rows = await getDb().$queryRaw<Raw[]>`
    WITH bench AS (
      SELECT DISTINCT hs."sessionId" AS id FROM "HaystackSession" hs
        JOIN "Question" q ON q.id = hs."questionId" JOIN "Benchmark" b ON b.id = q."benchmarkId"
       WHERE b.id = ${benchmarkId} AND b."workspaceId" = ${workspaceId}
    )
    SELECT s.id AS "sessionId", s."externalId",
           fa.text AS "aText", fa.passthrough AS "aPassthrough", fa.coverage AS "aCoverage", fa."lostDetailCount" AS "aLost",
           fa."lostDetailsByKind" AS "aKinds", fa."answerBearingLost" AS "aAnswerLost",
           fb.text AS "bText", fb.passthrough AS "bPassthrough", fb.coverage AS "bCoverage", fb."lostDetailCount" AS "bLost",
           fb."lostDetailsByKind" AS "bKinds", fb."answerBearingLost" AS "bAnswerLost"
      FROM "FactSheet" fa
      JOIN "FactSheet" fb ON fb."sessionId" = fa."sessionId" AND fb."extractorId" = ${bId} AND fb."workspaceId" = ${workspaceId}
      JOIN "Session" s ON s.id = fa."sessionId"
     WHERE fa."extractorId" = ${aId} AND fa."workspaceId" = ${workspaceId} AND fa."sessionId" IN (SELECT id FROM bench)
     ORDER BY (fb.coverage - fa.coverage) IS NULL, abs(fb.coverage - fa.coverage) DESC, s."externalId", s.id
     LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`;
  const sheet = (
    text: string,
    passthrough: boolean,
    coverage: number | null,
    lost: number | null,
    kinds: Record<string, number> | null,
    answerLost: boolean | null,
  ) => ({
    text,
    passthrough,
    coverage,
    lostDetails: lost,
    lostByKind: kinds ?? {},
    answerBearingLost: answerLost,
  });
  return rows.map((r) => ({
    sessionId: r.sessionId,
    externalId: r.externalId,
    a: sheet(r.aText, r.aPassthrough, r.aCoverage, r.aLost, r.aKinds, r.aAnswerLost),
    b: sheet(r.bText, r.bPassthrough, r.bCoverage, r.bLost, r.bKinds, r.bAnswerLost),
  }));
}
