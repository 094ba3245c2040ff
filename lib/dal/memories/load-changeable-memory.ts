import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// The memory about to get a new revision, read inside the caller's transaction and scoped to the
// workspace (appendMemoryRevision itself looks the memory up by id only). An archived memory is
// read-only until it is restored.
export async function loadChangeableMemory(tx: Prisma.TransactionClient, input: { workspaceId: string; memoryId: string }) {
  const memory = await tx.memory.findFirst({
    where: { id: input.memoryId, workspaceId: input.workspaceId },
    select: { id: true, body: true, status: true, currentRevision: true },
  });
  if (!memory) throw new AppError("NOT_FOUND", "That memory does not exist.");
  if (memory.status === "archived") throw new AppError("CONFLICT", "This memory is archived. Restore it before changing it.");
  return memory;
}
