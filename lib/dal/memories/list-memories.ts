import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MemorySort } from "@/lib/schemas/memory";
import type { SortDirection } from "@/lib/utils/table-sort";

// The sortable columns, each mapped to a fixed ORDER BY: a URL's sort value only ever picks one of
// these entries, never reaches the query as text. Ties fall back to the newest change, then the id.
const ORDER: Record<MemorySort, (dir: SortDirection) => Prisma.MemoryOrderByWithRelationInput[]> = {
  body: (dir) => [{ body: dir }],
  owner: (dir) => [{ owner: { name: { sort: dir, nulls: "last" } } }, { owner: { email: dir } }],
  revision: (dir) => [{ currentRevision: dir }],
  sources: (dir) => [{ sources: { _count: dir } }],
  updated: (dir) => [{ updatedAt: dir }],
};

export async function listMemories(input: {
  workspaceId: string;
  status: "active" | "archived";
  ownerId?: string;
  text?: string;
  take?: number;
  /** Over every matching memory, not only the page shown; the default is the most recently changed first. */
  sort?: MemorySort;
  dir?: SortDirection;
}) {
  const where: Prisma.MemoryWhereInput = {
    workspaceId: input.workspaceId,
    status: input.status,
    ...(input.ownerId ? { ownerId: input.ownerId } : {}),
    ...(input.text ? { body: { contains: input.text, mode: "insensitive" } } : {}),
  };
  const sort = input.sort ?? "updated";
  const db = getDb();
  const [total, memories] = await Promise.all([
    db.memory.count({ where }),
    db.memory.findMany({
      where,
      orderBy: [...ORDER[sort](input.dir ?? "desc"), ...(sort === "updated" ? [] : [{ updatedAt: "desc" as const }]), { id: "asc" }],
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
