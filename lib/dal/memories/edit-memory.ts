import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { appendMemoryRevision } from "@/lib/dal/memories/append-memory-revision";
import { loadChangeableMemory } from "@/lib/dal/memories/load-changeable-memory";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";

// A direct edit by the owner or an admin: a new immutable revision with its reason, and the
// audit event, in one transaction.
export async function editMemory(input: { workspaceId: string; memoryId: string; actorId: string; body: string; reason: string; baseRevision?: number }) {
  return getDb().$transaction(
    async (tx) => {
      const memory = await loadChangeableMemory(tx, input);
      if (input.baseRevision !== undefined && input.baseRevision !== memory.currentRevision) {
        throw new AppError("CONFLICT", `Someone saved revision ${memory.currentRevision} while you were editing. Reload and try again.`);
      }
      if (memory.body === input.body) throw new AppError("INVALID_INPUT", "The text is unchanged.");
      const revision = await appendMemoryRevision(tx, {
        memoryId: memory.id,
        fromRevision: memory.currentRevision,
        body: input.body,
        authorId: input.actorId,
        reason: input.reason,
      });
      await recordAuditEvent(tx, {
        workspaceId: input.workspaceId,
        actorId: input.actorId,
        action: "memory.edited",
        targetType: "memory",
        targetId: memory.id,
        before: { revision: memory.currentRevision, body: memory.body },
        after: { revision, body: input.body, reason: input.reason },
      });
      return { memoryId: memory.id, revision };
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
