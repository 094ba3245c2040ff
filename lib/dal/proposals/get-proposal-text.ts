import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function getProposalText(input: { proposalId: string; workspaceIds: string[] }) {
  return getDb().proposal.findFirst({
    where: { id: input.proposalId, workspaceId: { in: input.workspaceIds } },
    select: { id: true, body: true, workspaceId: true },
  });
}
