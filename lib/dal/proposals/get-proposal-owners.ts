import "server-only";
import { getDb } from "@/lib/db/prisma";

// Who must agree to a decision: the proposal's owner, and the owner of a memory it merges into.
export async function getProposalOwners(input: { proposalId: string; workspaceId: string; memoryId?: string }) {
  const db = getDb();
  const proposal = await db.proposal.findFirst({
    where: { id: input.proposalId, workspaceId: input.workspaceId },
    select: { ownerId: true, proposerId: true },
  });
  if (!proposal) return null;
  const memory = input.memoryId
    ? await db.memory.findFirst({ where: { id: input.memoryId, workspaceId: input.workspaceId }, select: { ownerId: true } })
    : null;
  if (input.memoryId && !memory) return null;
  return { ownerIds: [proposal.ownerId, ...(memory ? [memory.ownerId] : [])], proposerId: proposal.proposerId };
}
