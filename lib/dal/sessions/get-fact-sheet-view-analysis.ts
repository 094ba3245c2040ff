import "server-only";
import { getDb } from "@/lib/db/prisma";

// The stored session-page analysis of one fact sheet of the workspace when it was stored under
// `key` (a stale one, under another key, is not returned), else null. The data is returned as
// stored (parsed JSON): lib/sessions/analyze-session-view.ts wrote it.
export async function getFactSheetViewAnalysis(input: { workspaceId: string; factSheetId: string; key: string }): Promise<unknown> {
  const row = await getDb().factSheetViewAnalysis.findFirst({
    where: { factSheetId: input.factSheetId, workspaceId: input.workspaceId, key: input.key },
    select: { data: true },
  });
  return row ? (JSON.parse(row.data) as unknown) : null;
}
