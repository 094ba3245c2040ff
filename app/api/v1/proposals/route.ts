import { createProposalRoute, listProposalsRoute } from "@/lib/api/api-routes";
import { datesToIso } from "@/lib/api/dates-to-iso";
import { withApiRoute } from "@/lib/api/with-api-route";
import { createProposal } from "@/lib/services/proposals/create-proposal";
import { listProposals } from "@/lib/services/proposals/list-proposals";

export const POST = withApiRoute(createProposalRoute, async ({ actor, workspaceId, body }) => {
  const proposal = await createProposal({ actor, workspaceId, input: body });
  return { status: 201, body: { proposal: { ...proposal, createdAt: proposal.createdAt.toISOString() } } };
});

export const GET = withApiRoute(listProposalsRoute, async ({ actor, workspaceId, query }) => {
  return { status: 200, body: datesToIso(await listProposals({ actor, workspaceId, input: query })) };
});
