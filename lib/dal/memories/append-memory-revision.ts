import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// Adds the next immutable revision and moves the memory to it. The conditional update on the
// current revision number makes two concurrent edits of one memory fail cleanly instead of
// silently overwriting each other.
export async function appendMemoryRevision(
  tx: Prisma.TransactionClient,
  input: { memoryId: string; body: string; authorId: string; reason: string; observationIds?: string[] },
): Promise<number> {
  const memory = await tx.memory.findUnique({ where: { id: input.memoryId }, select: { currentRevision: true } });
  if (!memory) throw new AppError("NOT_FOUND", "That memory does not exist.");
  const next = memory.currentRevision + 1;
  const moved = await tx.memory.updateMany({
    where: { id: input.memoryId, currentRevision: memory.currentRevision },
    data: { currentRevision: next, body: input.body },
  });
  if (moved.count === 0) throw new AppError("CONFLICT", "The memory changed while you were editing it. Reload and try again.");
  await tx.memoryRevision.create({ data: { memoryId: input.memoryId, number: next, body: input.body, authorId: input.authorId, reason: input.reason } });
  if (input.observationIds?.length) {
    await tx.memorySource.createMany({ data: input.observationIds.map((observationId) => ({ memoryId: input.memoryId, observationId })), skipDuplicates: true });
  }
  return next;
}
