import { listMembersRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { listMembers } from "@/lib/services/members/list-members";

export const GET = withApiRoute(listMembersRoute, async ({ actor, workspaceId, query }) => {
  return { status: 200, body: datesToIso(await listMembers({ actor, workspaceId, input: query })) };
});
