import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { memorySelect, toMemoryDetail } from "@/lib/dal/memories/get-memory";
import { assertObservationsInWorkspace } from "@/lib/dal/observations/assert-observations-in-workspace";
import { getDb } from "@/lib/db/prisma";

// A direct canonical write: the memory, its first revision, its sources and the audit event
// commit together or not at all.
export async function createMemory(input: {
  workspaceId: string;
  ownerId: string;
  authorId: string;
  body: string;
  observationIds?: string[];
  reason?: string | null;
}) {
  const observationIds = [...new Set(input.observationIds ?? [])];
  return getDb().$transaction(async (tx) => {
    await assertObservationsInWorkspace(tx, { workspaceId: input.workspaceId, observationIds: input.observationIds ?? [], field: "observationIds" });
    const memory = await tx.memory.create({
      data: {
        workspaceId: input.workspaceId,
        ownerId: input.ownerId,
        body: input.body,
        currentRevision: 1,
        revisions: { create: { number: 1, body: input.body, authorId: input.authorId, reason: input.reason ?? null } },
        sources: { createMany: { data: observationIds.map((observationId) => ({ observationId })) } },
      },
      select: memorySelect,
    });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.authorId,
      action: "memory.created",
      targetType: "memory",
      targetId: memory.id,
      after: { body: input.body, ownerId: input.ownerId, observationIds },
    });
    return toMemoryDetail(memory);
  });
}
