import "server-only";
import { listMemoryPage } from "@/lib/dal/memories/list-memory-page";
import { timeCursorOf, toPage } from "@/lib/utils/page-cursor";
import { listMemoriesInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// The workspace's memories newest first, by status or owner, a page at a time.
export const listMemories = defineService({
  name: "list-memories",
  schema: listMemoriesInput,
  permission: null,
  run: async ({ workspaceId, input: { cursor, limit, ...filters } }) => {
    const rows = await listMemoryPage({ workspaceId, ...filters, cursor: timeCursorOf(cursor), take: limit + 1 });
    return toPage(rows, limit, (m) => ({ key: m.createdAt.toISOString(), id: m.id }));
  },
});
