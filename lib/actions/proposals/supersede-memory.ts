"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";
import { decideProposal } from "@/lib/services/proposals/decide-proposal";

export const supersedeMemory = defineServiceAction({
  name: "supersede-memory",
  schema: workspaceScopedSchema,
  service: decideProposal,
  input: ({ proposalId, memoryId }) => ({ proposalId, decision: { kind: "supersede", memoryId } }),
});
