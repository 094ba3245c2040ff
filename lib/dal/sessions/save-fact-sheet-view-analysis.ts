import "server-only";
import { getDb } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";

// Stores (or replaces) the session-page analysis of one fact sheet of the workspace under `key`.
// Two first views at once compute the same analysis: whichever write lands second is a no-op
// replacement, and a create racing another create is answered by the row the other one wrote.
// Returns false when the sheet is not in the workspace (nothing is written).
export async function saveFactSheetViewAnalysis(input: {
  workspaceId: string;
  factSheetId: string;
  key: string;
  /** Any JSON value; stored as JSON text. */
  data: unknown;
}): Promise<boolean> {
  const db = getDb();
  const { workspaceId, factSheetId, key } = input;
  const data = JSON.stringify(input.data);
  const sheet = await db.factSheet.findFirst({ where: { id: factSheetId, workspaceId }, select: { id: true } });
  if (!sheet) return false;
  try {
    await db.factSheetViewAnalysis.upsert({
      where: { factSheetId },
      create: { factSheetId, workspaceId, key, data },
      update: { key, data, createdAt: new Date() },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return true;
}
