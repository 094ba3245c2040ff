import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function listPendingProposals(input: { workspaceId: string; ownerId: string; take?: number }) {
  return getDb().proposal.findMany({
    where: { workspaceId: input.workspaceId, ownerId: input.ownerId, status: "pending" },
    orderBy: { createdAt: "desc" },
    take: input.take ?? 50,
    select: {
      id: true,
      body: true,
      createdAt: true,
      proposer: { select: { name: true, email: true } },
      citations: { select: { observation: { select: { id: true, role: true, content: true, sessionId: true } } } },
    },
  });
}

export type PendingProposal = Awaited<ReturnType<typeof listPendingProposals>>[number];
