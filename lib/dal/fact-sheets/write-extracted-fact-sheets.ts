import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export type ExtractedSheet = { sessionId: string; externalId: string; text: string; passthrough: boolean; reason?: string };

// Writes one small batch of sheets and runs `inTransaction` (the job's counter) with the ones
// written, in the same transaction. A session that already has a sheet from this extractor
// (written by an earlier attempt or another worker) is skipped by the unique (sessionId,
// extractorId) index and not passed on, so a resumed or duplicated chunk can never add a second
// sheet or count a session twice.
export async function writeExtractedFactSheets(input: {
  workspaceId: string;
  extractorId: string;
  sheets: ExtractedSheet[];
  inTransaction?: (tx: Prisma.TransactionClient, written: ExtractedSheet[]) => Promise<void>;
}): Promise<{ written: ExtractedSheet[] }> {
  if (input.sheets.length === 0) return { written: [] };
  return getDb().$transaction(async (tx) => {
    const inserted = await tx.factSheet.createManyAndReturn({
      data: input.sheets.map((s) => ({
        workspaceId: input.workspaceId,
        sessionId: s.sessionId,
        extractorId: input.extractorId,
        text: s.text,
        passthrough: s.passthrough,
      })),
      skipDuplicates: true,
      select: { sessionId: true },
    });
    const insertedIds = new Set(inserted.map((row) => row.sessionId));
    const written = input.sheets.filter((s) => insertedIds.has(s.sessionId));
    if (input.inTransaction && written.length > 0) await input.inTransaction(tx, written);
    return { written };
  });
}
