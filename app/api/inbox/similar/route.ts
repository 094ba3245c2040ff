import { z } from "@/lib/zod";
import { ApiError } from "@/lib/api/api-error";
import { withSessionRoute } from "@/lib/api/with-session-route";
import { findMergeCandidates } from "@/lib/services/memories/find-merge-candidates";
import { getProposalText } from "@/lib/dal/proposals/get-proposal-text";
import { entityId } from "@/lib/schemas/memory";

export const dynamic = "force-dynamic";

const query = z.object({ proposalId: entityId });

export type SimilarMemoriesResponse = { candidates: Awaited<ReturnType<typeof findMergeCandidates>> };

// Existing memories that resemble a proposal: the inbox suggests them as merge targets.
export const GET = withSessionRoute({ name: "api/inbox/similar", query }, async ({ actor, query: { proposalId } }) => {
  const proposal = await getProposalText({ proposalId, workspaceIds: actor.memberships.map((m) => m.workspaceId) });
  if (!proposal) throw new ApiError(404, "NOT_FOUND", "That proposal does not exist.");
  const candidates = await findMergeCandidates({ workspaceId: proposal.workspaceId, text: proposal.body, k: 5 });
  return { candidates } satisfies SimilarMemoriesResponse;
});
