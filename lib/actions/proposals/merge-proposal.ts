"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";
import { decideProposal } from "@/lib/services/proposals/decide-proposal";

export const mergeProposal = defineServiceAction({
  name: "merge-proposal",
  schema: workspaceScopedSchema,
  service: decideProposal,
  input: ({ proposalId, memoryId, body }) => ({ proposalId, decision: { kind: "merge", memoryId, body } }),
});
