import "server-only";
import { listMemberPage } from "@/lib/dal/memberships/list-member-page";
import { timeCursorOf, toPage } from "@/lib/utils/page-cursor";
import { listMembersInput } from "@/lib/schemas/members";
import { defineService } from "@/lib/services/define-service";

// The workspace's members and their roles, newest member first, a page at a time.
export const listMembers = defineService({
  name: "list-members",
  schema: listMembersInput,
  permission: null,
  run: async ({ workspaceId, input: { cursor, limit } }) => {
    const rows = await listMemberPage({ workspaceId, cursor: timeCursorOf(cursor), take: limit + 1 });
    const page = toPage(rows, limit, (m) => ({ key: m.createdAt.toISOString(), id: m.id }));
    return {
      items: page.items.map((m) => ({ userId: m.user.id, email: m.user.email, name: m.user.name, role: m.role, joinedAt: m.createdAt })),
      nextCursor: page.nextCursor,
    };
  },
});
