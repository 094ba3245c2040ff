import { getProposalRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { getProposal } from "@/lib/services/proposals/get-proposal";

export const GET = withApiRoute(getProposalRoute, async ({ actor, workspaceId, params }) => {
  return { status: 200, body: { proposal: datesToIso(await getProposal({ actor, workspaceId, input: params })) } };
});
