import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

// Adds the next immutable revision on top of `fromRevision`, the revision the caller read the
// body from (under lockMemory's row lock). The update is conditional on that very revision, so
// a body computed from a stale read can never land: it fails with CONFLICT and changes nothing.
export async function appendMemoryRevision(
  tx: Prisma.TransactionClient,
  input: { memoryId: string; fromRevision: number; body: string; authorId: string; reason: string; observationIds?: string[] },
): Promise<number> {
  const next = input.fromRevision + 1;
  const moved = await tx.memory.updateMany({
    where: { id: input.memoryId, currentRevision: input.fromRevision },
    data: { currentRevision: next, body: input.body },
  });
  if (moved.count === 0) throw new AppError("CONFLICT", "The memory changed while you were editing it. Reload and try again.");
  await tx.memoryRevision.create({ data: { memoryId: input.memoryId, number: next, body: input.body, authorId: input.authorId, reason: input.reason } });
  if (input.observationIds?.length) {
    await tx.memorySource.createMany({
      data: input.observationIds.map((observationId) => ({ memoryId: input.memoryId, observationId })),
      skipDuplicates: true,
    });
  }
  return next;
}
