import { createProposalRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { createProposal } from "@/lib/dal/proposals/create-proposal";

export const POST = withApiRoute(createProposalRoute, async ({ actor, workspaceId, body }) => {
  const proposal = await createProposal({
    workspaceId,
    proposerId: actor.userId,
    owner: body.owner,
    body: body.body,
    observationIds: body.observationIds,
  });
  return { status: 201, body: { proposal: { ...proposal, createdAt: proposal.createdAt.toISOString() } } };
});
