import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export const memorySelect = {
  id: true,
  workspaceId: true,
  ownerId: true,
  body: true,
  status: true,
  currentRevision: true,
  createdAt: true,
  updatedAt: true,
  sources: { select: { observationId: true }, orderBy: { observationId: "asc" } },
} satisfies Prisma.MemorySelect;

type MemoryRow = Prisma.MemoryGetPayload<{ select: typeof memorySelect }>;

export function toMemoryDetail({ sources, ...memory }: MemoryRow) {
  return { ...memory, observationIds: sources.map((s) => s.observationId) };
}

export type MemoryDetail = ReturnType<typeof toMemoryDetail>;

export async function getMemory(input: { workspaceId: string; memoryId: string }): Promise<MemoryDetail | null> {
  const memory = await getDb().memory.findFirst({ where: { id: input.memoryId, workspaceId: input.workspaceId }, select: memorySelect });
  return memory ? toMemoryDetail(memory) : null;
}
