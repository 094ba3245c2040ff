import "server-only";
import { setMemberRole as setMemberRoleInDb } from "@/lib/dal/memberships/set-member-role";
import { setMemberRoleInput } from "@/lib/schemas/members";
import { defineService } from "@/lib/services/define-service";

// One member's role, from the settings page or an admin's API token. The DAL keeps the last-admin
// rule under concurrency: it row-locks the workspace's admins before it counts them, so two admins
// demoting each other at once (on any app servers) leave one of them admin and the other gets
// CONFLICT.
export const setMemberRole = defineService({
  name: "set-member-role",
  schema: setMemberRoleInput,
  permission: "members:write",
  run: ({ actor, workspaceId, input }) => setMemberRoleInDb({ workspaceId, userId: input.userId, role: input.role, actorId: actor.userId }),
});
