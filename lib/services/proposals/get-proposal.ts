import "server-only";
import { getProposal as findProposal } from "@/lib/dal/proposals/get-proposal";
import { AppError } from "@/lib/errors";
import { readByIdInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// What became of a proposal: its state, who decided it, why, and the memory it made. Any member
// of the workspace may read it, pending ones included, so an agent can follow what it proposed.
export const getProposal = defineService({
  name: "get-proposal",
  schema: readByIdInput,
  permission: null,
  run: async ({ workspaceId, input }) => {
    const proposal = await findProposal({ workspaceId, proposalId: input.id });
    if (!proposal) throw new AppError("NOT_FOUND", "That proposal does not exist.");
    return proposal;
  },
});
