"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";
import { decideProposal } from "@/lib/services/proposals/decide-proposal";

export const rejectProposal = defineServiceAction({
  name: "reject-proposal",
  schema: workspaceScopedSchema,
  service: decideProposal,
  input: ({ proposalId, reason }) => ({ proposalId, decision: { kind: "reject", reason } }),
});
