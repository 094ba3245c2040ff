"use server";
import { defineAction } from "@/lib/actions/define-action";
import { decideAsActor } from "@/lib/actions/proposals/decide-as-actor";
import { acceptProposalSchema } from "@/lib/schemas/proposal";

export const acceptProposal = defineAction({
  name: "accept-proposal",
  schema: acceptProposalSchema,
  permission: "proposals:review",
  handler: ({ input, actor, workspaceId }) =>
    decideAsActor({ actor, workspaceId, proposalId: input.proposalId, decision: { kind: "accept", body: input.body } }),
});
