import { z } from "@/lib/zod";
import { overLimitMessage } from "@/lib/format/text-limit";
import { entityId, memoryBody } from "@/lib/schemas/memory";

const id = entityId;
const body = memoryBody;
export const MAX_REJECT_REASON_CHARS = 2000;
const rejectReasonLimit = overLimitMessage("The reason for rejecting", MAX_REJECT_REASON_CHARS);
export const rejectReason = z.string().trim().min(1, "Say why you reject it.").max(MAX_REJECT_REASON_CHARS, rejectReasonLimit);

// lib/services/proposals/decide-proposal.ts: the one input of every review decision, whether it
// comes from the inbox, a bulk decision or the HTTP API.
export const decisionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("accept"), body: body.optional() }),
  z.object({ kind: z.literal("reject"), reason: rejectReason }),
  z.object({ kind: z.literal("withdraw") }),
  z.object({ kind: z.literal("merge"), memoryId: id, body: body.optional() }),
  z.object({ kind: z.literal("supersede"), memoryId: id }),
]);
export const decideProposalInput = z.object({ proposalId: id, decision: decisionSchema });

export const bulkDecideSchema = z.object({
  workspaceId: id,
  proposalIds: z.array(id).min(1).max(200),
  decision: z.enum(["accept", "reject"]),
  reason: z.string().trim().max(MAX_REJECT_REASON_CHARS, rejectReasonLimit).optional(),
});

// lib/services/proposals/undo-decision.ts: take back an accept, reject or merge within its window.
export const undoDecisionInput = z.object({ proposalId: id });
