import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function saveSheetAnalyses(
  rows: { factSheetId: string; coverage: number; answerBearingLost: boolean | null; lostDetailCount: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await getDb().$executeRaw`
    UPDATE "FactSheet" f
       SET coverage = r.coverage, "answerBearingLost" = r.lost, "lostDetailCount" = r.n, "analyzedAt" = now()
      FROM unnest(${rows.map((r) => r.factSheetId)}::text[], ${rows.map((r) => r.coverage)}::float8[],
                  ${rows.map((r) => r.answerBearingLost)}::bool[], ${rows.map((r) => r.lostDetailCount)}::int[]) AS r(id, coverage, lost, n)
     WHERE f.id = r.id`;
}
