import "server-only";
import { getDb } from "@/lib/db/prisma";

// A memory's current text, to embed it (lib/services/search/embed-memory.ts).
export function getMemoryToEmbed(memoryId: string): Promise<{ id: string; workspaceId: string; body: string } | null> {
  return getDb().memory.findUnique({ where: { id: memoryId }, select: { id: true, workspaceId: true, body: true } });
}
