import { mergeProposalRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { decideProposal } from "@/lib/services/proposals/decide-proposal";

export const POST = withApiRoute(mergeProposalRoute, async ({ actor, workspaceId, params, body }) => {
  const proposal = await decideProposal({
    actor,
    workspaceId,
    input: { proposalId: params.id, decision: { kind: "merge", memoryId: body.memoryId, body: body.body } },
  });
  return { status: 200, body: { proposal: { id: proposal.proposalId, status: proposal.status, memoryId: proposal.memoryId, revision: proposal.revision } } };
});
