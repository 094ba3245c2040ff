import "server-only";
import { AppError } from "@/lib/errors";
import { AlreadyDecidedError } from "@/lib/proposals/already-decided-error";
import type { Prisma } from "@/lib/generated/prisma/client";

export type ClaimedProposal = {
  id: string;
  workspaceId: string;
  ownerId: string;
  proposerId: string;
  body: string;
  citedObservationIds: string[];
};

// Moves a pending proposal to its decided state with a conditional UPDATE. Under concurrent
// decisions PostgreSQL lets exactly one UPDATE match `status = 'pending'`; the others see zero
// rows and report who decided first. Runs inside the caller's transaction so the memory write
// and audit event commit with it.
export async function claimPendingProposal(
  tx: Prisma.TransactionClient,
  input: {
    proposalId: string;
    workspaceId: string;
    actorId: string;
    status: "accepted" | "rejected" | "withdrawn";
    reason?: string | null;
    targetMemoryId?: string | null;
  },
): Promise<ClaimedProposal> {
  const proposal = await tx.proposal.findFirst({
    where: { id: input.proposalId, workspaceId: input.workspaceId },
    select: { id: true, workspaceId: true, ownerId: true, proposerId: true, body: true, citations: { select: { observationId: true } } },
  });
  if (!proposal) throw new AppError("NOT_FOUND", "That proposal does not exist.");
  const claimed = await tx.proposal.updateMany({
    where: { id: input.proposalId, workspaceId: input.workspaceId, status: "pending" },
    data: {
      status: input.status,
      decidedById: input.actorId,
      decidedAt: new Date(),
      decisionReason: input.reason ?? null,
      targetMemoryId: input.targetMemoryId ?? undefined,
    },
  });
  if (claimed.count === 0) {
    const decided = await tx.proposal.findUnique({
      where: { id: input.proposalId },
      select: { status: true, decidedAt: true, decidedBy: { select: { name: true, email: true } } },
    });
    throw new AlreadyDecidedError(decided?.status ?? "decided", decided?.decidedBy?.name ?? decided?.decidedBy?.email ?? null, decided?.decidedAt ?? null);
  }
  return {
    id: proposal.id,
    workspaceId: proposal.workspaceId,
    ownerId: proposal.ownerId,
    proposerId: proposal.proposerId,
    body: proposal.body,
    citedObservationIds: proposal.citations.map((c) => c.observationId),
  };
}
