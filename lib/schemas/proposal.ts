import { z } from "@/lib/zod";

const id = z.string().min(1).max(64);
const body = z.string().trim().min(1, "The memory needs some text.").max(20_000, "Keep a memory under 20,000 characters.");

export const acceptProposalSchema = z.object({ workspaceId: id, proposalId: id, body: body.optional() });
export const rejectProposalSchema = z.object({ workspaceId: id, proposalId: id, reason: z.string().trim().min(1, "Say why you reject it.").max(2000) });
export const withdrawProposalSchema = z.object({ workspaceId: id, proposalId: id });
export const mergeProposalSchema = z.object({ workspaceId: id, proposalId: id, memoryId: id, body: body.optional() });
export const supersedeMemorySchema = z.object({ workspaceId: id, proposalId: id, memoryId: id });
export const bulkDecideSchema = z.object({
  workspaceId: id,
  proposalIds: z.array(id).min(1).max(200),
  decision: z.enum(["accept", "reject"]),
  reason: z.string().trim().max(2000).optional(),
});
