import "server-only";
import { getDb } from "@/lib/db/prisma";

// Proposals the signed-in user made, newest first, in the workspaces they belong to.
export async function listSentProposals(input: { proposerId: string; workspaceIds: string[]; take?: number }) {
  return getDb().proposal.findMany({
    where: { proposerId: input.proposerId, workspaceId: { in: input.workspaceIds } },
    orderBy: { createdAt: "desc" },
    take: input.take ?? 100,
    select: {
      id: true,
      body: true,
      status: true,
      createdAt: true,
      decidedAt: true,
      decisionReason: true,
      memoryId: true,
      workspace: { select: { id: true, name: true } },
      owner: { select: { name: true, email: true } },
      decidedBy: { select: { name: true, email: true } },
    },
  });
}

export type SentProposal = Awaited<ReturnType<typeof listSentProposals>>[number];
