import { listRunsRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { listRuns } from "@/lib/services/runs/list-runs";

export const GET = withApiRoute(listRunsRoute, async ({ actor, workspaceId, query }) => {
  return { status: 200, body: datesToIso(await listRuns({ actor, workspaceId, input: query })) };
});
