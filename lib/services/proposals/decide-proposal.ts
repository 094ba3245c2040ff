import "server-only";
import { decideProposal as commitDecision } from "@/lib/dal/proposals/decide-proposal";
import { getProposalOwners } from "@/lib/dal/proposals/get-proposal-owners";
import { embedMemory } from "@/lib/services/search/embed-memory";
import { AppError } from "@/lib/errors";
import { mayDecide } from "@/lib/proposals/may-decide";
import { decideProposalInput } from "@/lib/schemas/proposal";
import { defineService } from "@/lib/services/define-service";
import { revalidateShell } from "@/lib/server/revalidate-shell";

// Every review decision (accept, reject, withdraw, merge, supersede) from the inbox, a bulk
// decision, the HTTP API or a script: the per-record rule, then one transaction.
export const decideProposal = defineService({
  name: "decide-proposal",
  schema: decideProposalInput,
  permission: ({ decision }) => (decision.kind === "withdraw" ? "proposals:create" : "proposals:review"),
  run: async ({ actor, workspaceId, input: { proposalId, decision } }) => {
    const memoryId = "memoryId" in decision ? decision.memoryId : undefined;
    const owners = await getProposalOwners({ proposalId, workspaceId, memoryId });
    if (!owners) throw new AppError("NOT_FOUND", memoryId ? "That proposal or memory does not exist." : "That proposal does not exist.");
    if (decision.kind === "withdraw") {
      if (owners.proposerId !== actor.userId) throw new AppError("FORBIDDEN", "Only the person who proposed it can withdraw a proposal.");
    } else if (!mayDecide(actor, workspaceId, owners.ownerIds)) {
      throw new AppError("FORBIDDEN", "Only the memory's owner or a workspace admin can decide this proposal.");
    }
    const result = await commitDecision({ proposalId, workspaceId, actorId: actor.userId, decision });
    // After the commit: an embedder failure leaves the memory findable by full text until
    // embedPending retries it, and never undoes the decision.
    if (result.memoryId) await embedMemory(result.memoryId);
    revalidateShell();
    return result;
  },
});
