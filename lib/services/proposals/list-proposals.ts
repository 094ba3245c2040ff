import "server-only";
import { listProposalPage } from "@/lib/dal/proposals/list-proposal-page";
import { timeCursorOf, toPage } from "@/lib/utils/page-cursor";
import { listProposalsInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// The workspace's proposals newest first, by state, proposer or owner, a page at a time.
export const listProposals = defineService({
  name: "list-proposals",
  schema: listProposalsInput,
  permission: null,
  run: async ({ workspaceId, input: { cursor, limit, ...filters } }) => {
    const rows = await listProposalPage({ workspaceId, ...filters, cursor: timeCursorOf(cursor), take: limit + 1 });
    return toPage(rows, limit, (p) => ({ key: p.createdAt.toISOString(), id: p.id }));
  },
});
