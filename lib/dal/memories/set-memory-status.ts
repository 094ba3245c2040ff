import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";

// Archive instead of delete, and restore. The conditional update on the current status makes a
// repeated or concurrent transition fail cleanly with CONFLICT instead of writing a second
// audit event for nothing.
export async function setMemoryStatus(input: { workspaceId: string; memoryId: string; actorId: string; status: "active" | "archived" }) {
  const from = input.status === "archived" ? "active" : "archived";
  return getDb().$transaction(
    async (tx) => {
      const moved = await tx.memory.updateMany({
        where: { id: input.memoryId, workspaceId: input.workspaceId, status: from },
        data: { status: input.status },
      });
      if (moved.count === 0) {
        const memory = await tx.memory.findFirst({ where: { id: input.memoryId, workspaceId: input.workspaceId }, select: { status: true } });
        if (!memory) throw new AppError("NOT_FOUND", "That memory does not exist.");
        throw new AppError("CONFLICT", `This memory is already ${memory.status}.`);
      }
      await recordAuditEvent(tx, {
        workspaceId: input.workspaceId,
        actorId: input.actorId,
        action: input.status === "archived" ? "memory.archived" : "memory.restored",
        targetType: "memory",
        targetId: input.memoryId,
        before: { status: from },
        after: { status: input.status },
      });
      return { memoryId: input.memoryId, status: input.status };
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
