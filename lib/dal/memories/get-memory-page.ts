import "server-only";
import { getDb } from "@/lib/db/prisma";
import { excerptsInContext } from "@/lib/memories/excerpts-in-context";

const person = { select: { id: true, name: true, email: true } } as const;

// Everything the memory page shows: the memory and its owner, every revision with its author
// (newest first), the observations it rests on with their neighbouring turns, and the proposals
// that produced it or were merged into it. Every query is scoped to the workspace.
export async function getMemoryPage(input: { workspaceId: string; memoryId: string }) {
  const { workspaceId, memoryId } = input;
  const db = getDb();
  const memory = await db.memory.findFirst({
    where: { id: memoryId, workspaceId },
    select: {
      id: true,
      body: true,
      status: true,
      currentRevision: true,
      createdAt: true,
      updatedAt: true,
      owner: person,
      revisions: {
        orderBy: { number: "desc" },
        select: { id: true, number: true, body: true, reason: true, createdAt: true, author: person },
      },
      sources: {
        where: { observation: { workspaceId } },
        orderBy: [{ observation: { sessionId: "asc" } }, { observation: { position: "asc" } }],
        select: {
          observation: {
            select: {
              id: true,
              sessionId: true,
              position: true,
              role: true,
              content: true,
              source: true,
              session: { select: { id: true, externalId: true, dateText: true } },
            },
          },
        },
      },
    },
  });
  if (!memory) return null;

  const cited = memory.sources.map((s) => s.observation);
  const windows = cited.flatMap((o) => (o.sessionId ? [{ sessionId: o.sessionId, position: { gte: o.position - 1, lte: o.position + 1 } }] : []));
  const [neighbours, proposals] = await Promise.all([
    windows.length
      ? db.observation.findMany({
          where: { workspaceId, OR: windows },
          select: { id: true, sessionId: true, position: true, role: true, content: true },
        })
      : Promise.resolve([]),
    db.proposal.findMany({
      where: { workspaceId, OR: [{ memoryId }, { targetMemoryId: memoryId }] },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        body: true,
        status: true,
        createdAt: true,
        decidedAt: true,
        memoryId: true,
        targetMemoryId: true,
        proposer: person,
        decidedBy: person,
      },
    }),
  ]);

  return {
    id: memory.id,
    body: memory.body,
    status: memory.status,
    currentRevision: memory.currentRevision,
    createdAt: memory.createdAt,
    updatedAt: memory.updatedAt,
    owner: memory.owner,
    revisions: memory.revisions,
    excerpts: excerptsInContext({ cited, neighbours }),
    sourceCount: cited.length,
    proposals: proposals.map((p) => ({ ...p, relation: p.targetMemoryId === memoryId ? ("merged" as const) : ("produced" as const) })),
  };
}

export type MemoryPage = NonNullable<Awaited<ReturnType<typeof getMemoryPage>>>;
