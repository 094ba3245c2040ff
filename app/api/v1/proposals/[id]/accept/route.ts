import { decideAsActor } from "@/lib/actions/proposals/decide-as-actor";
import { acceptProposalRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";

export const POST = withApiRoute(acceptProposalRoute, async ({ actor, workspaceId, params, body }) => {
  const proposal = await decideAsActor({ actor, workspaceId, proposalId: params.id, decision: { kind: "accept", body: body.body } });
  return { status: 200, body: { proposal: { id: proposal.proposalId, status: proposal.status, memoryId: proposal.memoryId, revision: proposal.revision } } };
});
