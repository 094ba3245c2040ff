import "server-only";
import { lockMemory } from "@/lib/dal/memories/lock-memory";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// The memory about to get a new revision, read and row-locked inside the caller's transaction
// and scoped to the workspace. An archived memory is read-only until it is restored.
export async function loadChangeableMemory(tx: Prisma.TransactionClient, input: { workspaceId: string; memoryId: string }) {
  const memory = await lockMemory(tx, input);
  if (!memory) throw new AppError("NOT_FOUND", "That memory does not exist.");
  if (memory.status === "archived") throw new AppError("CONFLICT", "This memory is archived. Restore it before changing it.");
  return memory;
}
