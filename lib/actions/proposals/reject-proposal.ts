"use server";
import { defineAction } from "@/lib/actions/define-action";
import { decideAsActor } from "@/lib/actions/proposals/decide-as-actor";
import { rejectProposalSchema } from "@/lib/schemas/proposal";

export const rejectProposal = defineAction({
  name: "reject-proposal",
  schema: rejectProposalSchema,
  permission: "proposals:review",
  handler: ({ input, actor, workspaceId }) =>
    decideAsActor({ actor, workspaceId, proposalId: input.proposalId, decision: { kind: "reject", reason: input.reason } }),
});
