import "server-only";
import { addJobRunProgress } from "@/lib/dal/jobs/add-job-run-progress";
import { getDb } from "@/lib/db/prisma";

export type ExtractedSheet = { sessionId: string; externalId: string; text: string; passthrough: boolean; reason?: string };

// Writes one small batch of sheets and counts them into the job in the same transaction. A
// session that already has a sheet from this extractor (written by an earlier attempt or another
// worker) is skipped by the unique (sessionId, extractorId) index and not counted, so a
// resumed or duplicated chunk can never add a second sheet or count a session twice.
export async function writeExtractedFactSheets(input: {
  workspaceId: string;
  extractorId: string;
  sheets: ExtractedSheet[];
  jobRunId: string | null;
  worker: string;
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
    if (input.jobRunId && written.length > 0) {
      const passthrough = written.filter((s) => s.passthrough);
      await addJobRunProgress(tx, {
        id: input.jobRunId,
        done: written.length,
        increments: { extracted: written.length - passthrough.length, passthrough: passthrough.length },
        worker: input.worker,
        notes: passthrough.map((s) => ({ sessionId: s.sessionId, externalId: s.externalId, reason: s.reason ?? "passthrough" })),
      });
    }
    return { written };
  });
}
