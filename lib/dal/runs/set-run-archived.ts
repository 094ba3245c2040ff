import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";

// Archive hides a run from the list and from cost-against-quality charts; its results stay. The
// update is conditional on the current state, so a repeated or concurrent request fails cleanly
// with CONFLICT instead of recording a second event.
export async function setRunArchived(input: { workspaceId: string; runId: string; actorId: string; archived: boolean }) {
  return getDb().$transaction(
    async (tx) => {
      const now = new Date();
      const moved = await tx.run.updateMany({
        where: { id: input.runId, workspaceId: input.workspaceId, archivedAt: input.archived ? null : { not: null } },
        data: { archivedAt: input.archived ? now : null },
      });
      if (moved.count === 0) {
        const run = await tx.run.findFirst({ where: { id: input.runId, workspaceId: input.workspaceId }, select: { archivedAt: true } });
        if (!run) throw new AppError("NOT_FOUND", "That run does not exist.");
        throw new AppError("CONFLICT", input.archived ? "This run is already archived." : "This run is not archived.");
      }
      await recordAuditEvent(tx, {
        workspaceId: input.workspaceId,
        actorId: input.actorId,
        action: input.archived ? "run.archived" : "run.unarchived",
        targetType: "run",
        targetId: input.runId,
        before: { archived: !input.archived },
        after: { archived: input.archived },
      });
      return { runId: input.runId, archivedAt: input.archived ? now : null };
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
