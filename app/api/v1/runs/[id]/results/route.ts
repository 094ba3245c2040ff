import { listRunResultsRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { listRunResults } from "@/lib/services/runs/list-run-results";

export const GET = withApiRoute(listRunResultsRoute, async ({ actor, workspaceId, params, query }) => {
  return { status: 200, body: datesToIso(await listRunResults({ actor, workspaceId, input: { ...query, ...params } })) };
});
