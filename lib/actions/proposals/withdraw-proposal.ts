"use server";
import { defineAction } from "@/lib/actions/define-action";
import { decideAsActor } from "@/lib/actions/proposals/decide-as-actor";
import { withdrawProposalSchema } from "@/lib/schemas/proposal";

export const withdrawProposal = defineAction({
  name: "withdraw-proposal",
  schema: withdrawProposalSchema,
  permission: "proposals:create",
  handler: ({ input, actor, workspaceId }) =>
    decideAsActor({ actor, workspaceId, proposalId: input.proposalId, decision: { kind: "withdraw" } }),
});
