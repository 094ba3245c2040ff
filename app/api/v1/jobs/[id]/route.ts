import { getJobRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { getJob } from "@/lib/services/jobs/get-job";

export const GET = withApiRoute(getJobRoute, async ({ actor, workspaceId, params }) => {
  return { status: 200, body: { job: datesToIso(await getJob({ actor, workspaceId, input: params })) } };
});
