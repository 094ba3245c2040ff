import "server-only";
import { getMemory } from "@/lib/dal/memories/get-memory";
import { AppError } from "@/lib/errors";
import { mayChangeMemory } from "@/lib/memories/may-change-memory";
import type { Actor } from "@/lib/permissions/can";

// The per-record rule shared by every memory action, after defineAction's memories:write check:
// a memory of another workspace is NOT_FOUND, someone else's is FORBIDDEN unless you are an admin.
export async function assertMayChangeMemory(input: { actor: Actor; workspaceId: string; memoryId: string }): Promise<void> {
  const memory = await getMemory({ workspaceId: input.workspaceId, memoryId: input.memoryId });
  if (!memory) throw new AppError("NOT_FOUND", "That memory does not exist.");
  if (!mayChangeMemory(input.actor, input.workspaceId, memory.ownerId)) {
    throw new AppError("FORBIDDEN", "Only the memory's owner or a workspace admin can change this memory.");
  }
}
