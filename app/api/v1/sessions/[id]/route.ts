import { getSessionRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { getSession } from "@/lib/services/sessions/get-session";

export const GET = withApiRoute(getSessionRoute, async ({ actor, workspaceId, params }) => {
  return { status: 200, body: { session: datesToIso(await getSession({ actor, workspaceId, input: params })) } };
});
