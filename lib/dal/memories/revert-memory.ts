import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { appendMemoryRevision } from "@/lib/dal/memories/append-memory-revision";
import { loadChangeableMemory } from "@/lib/dal/memories/load-changeable-memory";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";

// Reverting erases nothing: the old revision's text becomes a new revision on top.
export async function revertMemory(input: { workspaceId: string; memoryId: string; actorId: string; revision: number }) {
  return getDb().$transaction(
    async (tx) => {
      const memory = await loadChangeableMemory(tx, input);
      if (input.revision === memory.currentRevision) throw new AppError("CONFLICT", `Revision ${input.revision} is already the current one.`);
      const target = await tx.memoryRevision.findFirst({
        where: { memoryId: memory.id, number: input.revision, memory: { workspaceId: input.workspaceId } },
        select: { number: true, body: true },
      });
      if (!target) throw new AppError("NOT_FOUND", `This memory has no revision ${input.revision}.`);
      const revision = await appendMemoryRevision(tx, {
        memoryId: memory.id,
        fromRevision: memory.currentRevision,
        body: target.body,
        authorId: input.actorId,
        reason: `Reverted to revision ${target.number}`,
      });
      await recordAuditEvent(tx, {
        workspaceId: input.workspaceId,
        actorId: input.actorId,
        action: "memory.reverted",
        targetType: "memory",
        targetId: memory.id,
        before: { revision: memory.currentRevision, body: memory.body },
        after: { revision, body: target.body, revertedTo: target.number },
      });
      return { memoryId: memory.id, revision };
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
