import "server-only";
import { getSessionWithObservations } from "@/lib/dal/sessions/get-session-with-observations";
import { AppError } from "@/lib/errors";
import { readByIdInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// One session and its messages in order.
export const getSession = defineService({
  name: "get-session",
  schema: readByIdInput,
  permission: null,
  run: async ({ workspaceId, input }) => {
    const session = await getSessionWithObservations({ workspaceId, sessionId: input.id });
    if (!session) throw new AppError("NOT_FOUND", "That session does not exist.");
    return session;
  },
});
