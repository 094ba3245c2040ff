import "server-only";
import { memorySelect, toMemoryDetail, type MemoryDetail } from "@/lib/dal/memories/get-memory";
import { createdBefore, NEWEST_FIRST } from "@/lib/dal/created-before";
import { getDb } from "@/lib/db/prisma";
import type { TimeCursor } from "@/lib/utils/page-cursor";

// Up to `take` memories of the workspace after the cursor, newest first; owner is an id or email.
export async function listMemoryPage(input: {
  workspaceId: string;
  status?: "active" | "archived";
  owner?: string;
  cursor?: TimeCursor;
  take: number;
}): Promise<MemoryDetail[]> {
  const rows = await getDb().memory.findMany({
    where: {
      workspaceId: input.workspaceId,
      ...(input.status ? { status: input.status } : {}),
      ...(input.owner ? { owner: { OR: [{ id: input.owner }, { email: input.owner.toLowerCase() }] } } : {}),
      ...createdBefore(input.cursor),
    },
    orderBy: NEWEST_FIRST,
    take: input.take,
    select: memorySelect,
  });
  return rows.map(toMemoryDetail);
}
