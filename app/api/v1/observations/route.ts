import { createObservationsRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { createDocumentFragments } from "@/lib/dal/observations/create-document-fragments";

export const POST = withApiRoute(createObservationsRoute, async ({ workspaceId, body }) => {
  const observations = await createDocumentFragments({ workspaceId, source: body.source ?? null, fragments: body.fragments });
  return { status: 201, body: { observations } };
});
