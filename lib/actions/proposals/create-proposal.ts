"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";
import { createProposal as createProposalService } from "@/lib/services/proposals/create-proposal";

// "Propose a memory" from a turn or a fact-sheet line; the form names the owner by id.
export const createProposal = defineServiceAction({
  name: "create-proposal",
  schema: workspaceScopedSchema,
  service: async (call) => {
    const proposal = await createProposalService(call);
    return { proposalId: proposal.id, ownerId: proposal.ownerId, observationIds: proposal.observationIds };
  },
  input: ({ ownerId, body, observationIds, factSheet }) => ({ owner: ownerId, body, observationIds, factSheet }),
});
