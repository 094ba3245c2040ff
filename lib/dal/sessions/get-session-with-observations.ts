import "server-only";
import { observationSelect } from "@/lib/dal/observations/get-observation";
import { sessionSummarySelect } from "@/lib/dal/sessions/list-session-page";
import { getDb } from "@/lib/db/prisma";

// One session of the workspace with its messages in order; null when it is not in the workspace.
export async function getSessionWithObservations(input: { workspaceId: string; sessionId: string }) {
  return getDb().session.findFirst({
    where: { id: input.sessionId, workspaceId: input.workspaceId },
    select: {
      ...sessionSummarySelect,
      observations: { where: { workspaceId: input.workspaceId }, orderBy: { position: "asc" }, select: observationSelect },
    },
  });
}
