import { judgeRunRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { startJudgeRun } from "@/lib/services/runs/start-judge-run";

export const POST = withApiRoute(judgeRunRoute, async ({ actor, workspaceId, params, body }) => {
  return { status: 202, body: await startJudgeRun({ actor, workspaceId, input: { ...body, runId: params.id } }) };
});
