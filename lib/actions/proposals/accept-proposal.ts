"use server";
import { defineServiceAction } from "@/lib/actions/define-action";
import { workspaceScopedSchema } from "@/lib/schemas/workspace";
import { decideProposal } from "@/lib/services/proposals/decide-proposal";

export const acceptProposal = defineServiceAction({
  name: "accept-proposal",
  schema: workspaceScopedSchema,
  service: decideProposal,
  input: ({ proposalId, body }) => ({ proposalId, decision: { kind: "accept", body } }),
});
