import { z } from "@/lib/zod";
import { currentActor } from "@/lib/auth/current-actor";
import { findMergeCandidates } from "@/lib/dal/memories/find-merge-candidates";
import { getProposalText } from "@/lib/dal/proposals/get-proposal-text";
import { isStorableText } from "@/lib/schemas/storable-text";
import { withDatabaseErrors } from "@/lib/api/database-unavailable-response";

export const dynamic = "force-dynamic";

const query = z.object({ proposalId: z.string().min(1).max(64).refine(isStorableText) });

export type SimilarMemoriesResponse = { candidates: Awaited<ReturnType<typeof findMergeCandidates>> };

// Existing memories that resemble a proposal: the inbox suggests them as merge targets.
async function get(request: Request) {
  const actor = await currentActor();
  if (!actor) return Response.json({ error: { code: "UNAUTHENTICATED", message: "Sign in to continue." } }, { status: 401 });
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: { code: "INVALID_INPUT", message: "proposalId is required." } }, { status: 400 });
  const proposal = await getProposalText({ proposalId: parsed.data.proposalId, workspaceIds: actor.memberships.map((m) => m.workspaceId) });
  if (!proposal) return Response.json({ error: { code: "NOT_FOUND", message: "That proposal does not exist." } }, { status: 404 });
  const candidates = await findMergeCandidates({ workspaceId: proposal.workspaceId, text: proposal.body, k: 5 });
  return Response.json({ candidates } satisfies SimilarMemoriesResponse);
}

export const GET = withDatabaseErrors("api/inbox/similar", get);
