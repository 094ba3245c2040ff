import "server-only";
import { revalidateShell } from "@/lib/actions/revalidate-shell";
import { decideProposal, type Decision } from "@/lib/dal/proposals/decide-proposal";
import { embedMemory } from "@/lib/dal/search/write-embeddings";
import { getProposalOwners } from "@/lib/dal/proposals/get-proposal-owners";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/permissions/can";
import { mayDecide } from "@/lib/proposals/may-decide";

// Shared by the inbox's server actions and the HTTP API: the per-record rule, then the decision.
export async function decideAsActor(input: { actor: Actor; workspaceId: string; proposalId: string; decision: Decision }) {
  const memoryId = "memoryId" in input.decision ? input.decision.memoryId : undefined;
  const owners = await getProposalOwners({ proposalId: input.proposalId, workspaceId: input.workspaceId, memoryId });
  if (!owners) throw new AppError("NOT_FOUND", memoryId ? "That proposal or memory does not exist." : "That proposal does not exist.");
  if (input.decision.kind === "withdraw") {
    if (owners.proposerId !== input.actor.userId) throw new AppError("FORBIDDEN", "Only the person who proposed it can withdraw a proposal.");
  } else if (!mayDecide(input.actor, input.workspaceId, owners.ownerIds)) {
    throw new AppError("FORBIDDEN", "Only the memory's owner or a workspace admin can decide this proposal.");
  }
  const result = await decideProposal({ proposalId: input.proposalId, workspaceId: input.workspaceId, actorId: input.actor.userId, decision: input.decision });
  // After the commit: an embedder failure leaves the memory findable by full text until
  // embedPending retries it, and never undoes the decision.
  if (result.memoryId) await embedMemory(result.memoryId);
  revalidateShell();
  return result;
}
