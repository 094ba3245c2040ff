import "server-only";
import { getDb } from "@/lib/db/prisma";

export type SheetAnalysisRow = {
  factSheetId: string;
  coverage: number;
  answerBearingLost: boolean | null;
  lostDetailCount: number;
  lostDetailsByKind: Record<string, number>;
  sheetTokens: number;
  sourceTokens: number;
};

export async function saveSheetAnalyses(rows: SheetAnalysisRow[]): Promise<void> {
  if (rows.length === 0) return;
  await getDb().$executeRaw`
    UPDATE "FactSheet" f
       SET coverage = r.coverage, "answerBearingLost" = r.lost, "lostDetailCount" = r.n, "lostDetailsByKind" = r.kinds::jsonb,
           "sheetTokens" = r.sheet, "sourceTokens" = r.source, "analyzedAt" = now()
      FROM unnest(${rows.map((r) => r.factSheetId)}::text[], ${rows.map((r) => r.coverage)}::float8[],
                  ${rows.map((r) => r.answerBearingLost)}::bool[], ${rows.map((r) => r.lostDetailCount)}::int[],
                  ${rows.map((r) => JSON.stringify(r.lostDetailsByKind))}::text[], ${rows.map((r) => r.sheetTokens)}::int[],
                  ${rows.map((r) => r.sourceTokens)}::int[]) AS r(id, coverage, lost, n, kinds, sheet, source)
     WHERE f.id = r.id`;
}
