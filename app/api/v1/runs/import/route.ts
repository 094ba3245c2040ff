import { importRunRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { queueRunImport } from "@/lib/services/runs/queue-run-import";

export const POST = withApiRoute(importRunRoute, async ({ actor, workspaceId, body }) => {
  return { status: 202, body: await queueRunImport({ actor, workspaceId, input: body }) };
});
