import "server-only";
import { createdBefore, NEWEST_FIRST } from "@/lib/dal/created-before";
import { proposalSelect, toProposalDetail, type ProposalDetail } from "@/lib/dal/proposals/get-proposal";
import { getDb } from "@/lib/db/prisma";
import type { ProposalStatus } from "@/lib/generated/prisma/enums";
import type { TimeCursor } from "@/lib/utils/page-cursor";

const member = (ref: string) => ({ OR: [{ id: ref }, { email: ref.toLowerCase() }] });

// Up to `take` proposals of the workspace after the cursor, newest first; proposer and owner are
// a member's id or email.
export async function listProposalPage(input: {
  workspaceId: string;
  status?: ProposalStatus;
  proposer?: string;
  owner?: string;
  cursor?: TimeCursor;
  take: number;
}): Promise<ProposalDetail[]> {
  const rows = await getDb().proposal.findMany({
    where: {
      workspaceId: input.workspaceId,
      ...(input.status ? { status: input.status } : {}),
      ...(input.proposer ? { proposer: member(input.proposer) } : {}),
      ...(input.owner ? { owner: member(input.owner) } : {}),
      ...createdBefore(input.cursor),
    },
    orderBy: NEWEST_FIRST,
    take: input.take,
    select: proposalSelect,
  });
  return rows.map(toProposalDetail);
}
