import { qaExperimentRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { startQaExperiment } from "@/lib/services/runs/start-qa-experiment";

export const POST = withApiRoute(qaExperimentRoute, async ({ actor, workspaceId, params, body }) => {
  return { status: 202, body: await startQaExperiment({ actor, workspaceId, input: { ...body, runId: params.id } }) };
});
