import "server-only";
import { getDb } from "@/lib/db/prisma";

// Whether the workspace holds this memory: the record page's layout asks before its page streams,
// so that a missing (or another workspace's) memory answers 404. Reads one indexed id, nothing else.
export async function memoryExists(input: { workspaceId: string; memoryId: string }): Promise<boolean> {
  const row = await getDb().memory.findFirst({ where: { id: input.memoryId, workspaceId: input.workspaceId }, select: { id: true } });
  return row !== null;
}
