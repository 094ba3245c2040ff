import { getRunRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { getRun } from "@/lib/services/runs/get-run";

export const GET = withApiRoute(getRunRoute, async ({ actor, workspaceId, params }) => {
  return { status: 200, body: { run: datesToIso(await getRun({ actor, workspaceId, input: params })) } };
});
