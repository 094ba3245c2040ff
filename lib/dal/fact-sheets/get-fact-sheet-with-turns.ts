import "server-only";
import { getDb } from "@/lib/db/prisma";

// A fact sheet with the turns of the session it was derived from, to find the turns that
// support one of its lines.
export async function getFactSheetWithTurns(input: { workspaceId: string; factSheetId: string }) {
  return getDb().factSheet.findFirst({
    where: { id: input.factSheetId, workspaceId: input.workspaceId },
    select: {
      id: true,
      text: true,
      sessionId: true,
      session: {
        select: {
          observations: {
            where: { workspaceId: input.workspaceId },
            orderBy: { position: "asc" },
            select: { id: true, position: true, role: true, content: true },
          },
        },
      },
    },
  });
}
