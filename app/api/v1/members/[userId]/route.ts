import { setMemberRoleRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { setMemberRole } from "@/lib/services/members/set-member-role";

export const PATCH = withApiRoute(setMemberRoleRoute, async ({ actor, workspaceId, params, body }) => {
  const member = await setMemberRole({ actor, workspaceId, input: { userId: params.userId, role: body.role } });
  return { status: 200, body: { member } };
});
