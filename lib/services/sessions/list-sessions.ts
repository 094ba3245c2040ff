import "server-only";
import { listSessionPage } from "@/lib/dal/sessions/list-session-page";
import { timeCursorOf, toPage } from "@/lib/utils/page-cursor";
import { listSessionsInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// The workspace's sessions newest first, a page at a time.
export const listSessions = defineService({
  name: "list-sessions",
  schema: listSessionsInput,
  permission: null,
  run: async ({ workspaceId, input: { cursor, limit } }) => {
    const rows = await listSessionPage({ workspaceId, cursor: timeCursorOf(cursor), take: limit + 1 });
    return toPage(rows, limit, (s) => ({ key: s.createdAt.toISOString(), id: s.id }));
  },
});
