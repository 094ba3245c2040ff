import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ageWindow } from "@/lib/inbox/age-window";
import type { InboxFilters } from "@/lib/schemas/inbox";

const PAGE = 50;

// Proposals waiting for one owner, across the workspaces they belong to (or one of them).
// Workspace ids come from the actor's memberships, so another workspace's rows are unreachable.
export async function listPendingProposals(input: { ownerId: string; workspaceIds: string[]; filters: InboxFilters; now?: Date }) {
  const { filters } = input;
  const workspaceIds = filters.workspace ? input.workspaceIds.filter((id) => id === filters.workspace) : input.workspaceIds;
  const where: Prisma.ProposalWhereInput = {
    ownerId: input.ownerId,
    status: "pending",
    workspaceId: { in: workspaceIds },
    ...(filters.proposer ? { proposerId: filters.proposer } : {}),
    ...(filters.age ? { createdAt: ageWindow(filters.age, input.now ?? new Date()) } : {}),
    ...(filters.q ? { body: { contains: filters.q, mode: "insensitive" as const } } : {}),
  };
  const direction = filters.sort === "oldest" ? "asc" : "desc";
  const db = getDb();
  const [total, rows, proposers] = await Promise.all([
    db.proposal.count({ where }),
    db.proposal.findMany({
      where,
      orderBy: [{ createdAt: direction }, { id: direction }],
      take: PAGE + 1,
      ...(filters.cursor ? { cursor: { id: filters.cursor }, skip: 1 } : {}),
      select: {
        id: true,
        body: true,
        createdAt: true,
        workspace: { select: { id: true, name: true } },
        proposer: { select: { id: true, name: true, email: true } },
        citations: {
          take: 5,
          select: {
            observation: { select: { id: true, role: true, content: true, sessionId: true, position: true, session: { select: { externalId: true } } } },
          },
        },
      },
    }),
    db.proposal.groupBy({ by: ["proposerId"], where: { ownerId: input.ownerId, status: "pending", workspaceId: { in: workspaceIds } }, _count: true }),
  ]);
  const proposerUsers = await db.user.findMany({ where: { id: { in: proposers.map((p) => p.proposerId) } }, select: { id: true, name: true, email: true } });
  const items = rows.slice(0, PAGE).map((p) => ({ ...p, createdAt: p.createdAt.toISOString() }));
  return {
    total,
    items,
    nextCursor: rows.length > PAGE ? (items.at(-1)?.id ?? null) : null,
    proposers: proposerUsers.map((u) => ({ id: u.id, label: u.name ?? u.email })),
  };
}

export type InboxPage = Awaited<ReturnType<typeof listPendingProposals>>;
export type InboxItem = InboxPage["items"][number];
