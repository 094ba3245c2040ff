import { createProposalRoute } from "@/lib/api/api-routes";
import { withApiRoute } from "@/lib/api/with-api-route";
import { createProposal } from "@/lib/services/proposals/create-proposal";

export const POST = withApiRoute(createProposalRoute, async ({ actor, workspaceId, body }) => {
  const proposal = await createProposal({ actor, workspaceId, input: body });
  return { status: 201, body: { proposal: { ...proposal, createdAt: proposal.createdAt.toISOString() } } };
});
