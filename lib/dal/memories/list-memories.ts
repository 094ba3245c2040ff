import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export async function listMemories(input: { workspaceId: string; status: "active" | "archived"; ownerId?: string; text?: string; take?: number }) {
  const where: Prisma.MemoryWhereInput = {
    workspaceId: input.workspaceId,
    status: input.status,
    ...(input.ownerId ? { ownerId: input.ownerId } : {}),
    ...(input.text ? { body: { contains: input.text, mode: "insensitive" } } : {}),
  };
  const db = getDb();
  const [total, memories] = await Promise.all([
    db.memory.count({ where }),
    db.memory.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
      take: input.take ?? 100,
      select: {
        id: true,
        body: true,
        status: true,
        currentRevision: true,
        updatedAt: true,
        owner: { select: { id: true, name: true, email: true } },
        _count: { select: { sources: true } },
      },
    }),
  ]);
  return { total, memories };
}

export type MemoryListItem = Awaited<ReturnType<typeof listMemories>>["memories"][number];
