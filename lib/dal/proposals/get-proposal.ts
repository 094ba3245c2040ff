import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export const proposalSelect = {
  id: true,
  workspaceId: true,
  status: true,
  ownerId: true,
  proposerId: true,
  body: true,
  decidedAt: true,
  decidedById: true,
  decisionReason: true,
  memoryId: true,
  targetMemoryId: true,
  createdAt: true,
  citations: { select: { observationId: true }, orderBy: { observationId: "asc" } },
} satisfies Prisma.ProposalSelect;

type ProposalRow = Prisma.ProposalGetPayload<{ select: typeof proposalSelect }>;

export function toProposalDetail({ citations, ...proposal }: ProposalRow) {
  return { ...proposal, observationIds: citations.map((c) => c.observationId) };
}

export type ProposalDetail = ReturnType<typeof toProposalDetail>;

// One proposal of the workspace, whatever its state. Null when it is not in the workspace.
export async function getProposal(input: { workspaceId: string; proposalId: string }): Promise<ProposalDetail | null> {
  const row = await getDb().proposal.findFirst({ where: { id: input.proposalId, workspaceId: input.workspaceId }, select: proposalSelect });
  return row ? toProposalDetail(row) : null;
}
