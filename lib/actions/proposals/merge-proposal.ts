"use server";
import { defineAction } from "@/lib/actions/define-action";
import { decideAsActor } from "@/lib/actions/proposals/decide-as-actor";
import { mergeProposalSchema } from "@/lib/schemas/proposal";

export const mergeProposal = defineAction({
  name: "merge-proposal",
  schema: mergeProposalSchema,
  permission: "proposals:review",
  handler: ({ input, actor, workspaceId }) =>
    decideAsActor({ actor, workspaceId, proposalId: input.proposalId, decision: { kind: "merge", memoryId: input.memoryId, body: input.body } }),
});
