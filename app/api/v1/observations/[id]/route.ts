import { getObservationRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { getObservation } from "@/lib/services/observations/get-observation";

export const GET = withApiRoute(getObservationRoute, async ({ actor, workspaceId, params }) => {
  return { status: 200, body: { observation: datesToIso(await getObservation({ actor, workspaceId, input: params })) } };
});
