"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";
import { decideProposal } from "@/lib/services/proposals/decide-proposal";

export const withdrawProposal = defineServiceAction({
  name: "withdraw-proposal",
  schema: workspaceScopedSchema,
  service: decideProposal,
  input: ({ proposalId }) => ({ proposalId, decision: { kind: "withdraw" } }),
});
