"use server";
import { defineAction } from "@/lib/actions/define-action";
import { decideAsActor } from "@/lib/actions/proposals/decide-as-actor";
import { supersedeMemorySchema } from "@/lib/schemas/proposal";

export const supersedeMemory = defineAction({
  name: "supersede-memory",
  schema: supersedeMemorySchema,
  permission: "proposals:review",
  handler: ({ input, actor, workspaceId }) =>
    decideAsActor({ actor, workspaceId, proposalId: input.proposalId, decision: { kind: "supersede", memoryId: input.memoryId } }),
});
