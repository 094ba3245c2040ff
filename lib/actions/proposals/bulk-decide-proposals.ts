"use server";
import { defineAction } from "@/lib/actions/define-action";
import { AppError } from "@/lib/errors";
import { bulkDecideSchema } from "@/lib/schemas/proposal";
import { decideProposal } from "@/lib/services/proposals/decide-proposal";

export type BulkOutcome = { proposalId: string; ok: boolean; code?: string; message?: string };

// Each proposal is its own decision and transaction: one that was decided meanwhile is
// reported, the rest still go through.
export const bulkDecideProposals = defineAction({
  name: "bulk-decide-proposals",
  schema: bulkDecideSchema,
  permission: "proposals:review",
  handler: async ({ input, actor, workspaceId }) => {
    if (input.decision === "reject" && !input.reason) throw new AppError("INVALID_INPUT", "Say why you reject these proposals.");
    const outcomes: BulkOutcome[] = [];
    for (const proposalId of input.proposalIds) {
      try {
        await decideProposal({
          actor,
          workspaceId,
          input: { proposalId, decision: input.decision === "accept" ? { kind: "accept" } : { kind: "reject", reason: input.reason } },
        });
        outcomes.push({ proposalId, ok: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ proposalId, ok: false, code: error.code, message: error.message });
      }
    }
    return outcomes;
  },
});
