import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";

// Cancelling is a flag: the handler sees status = cancelled between units of work and stops;
// what it already wrote stays (a resumed or repeated job skips it).
export async function cancelJobRun(input: { workspaceId: string; id: string; actorId: string | null }): Promise<{ id: string; status: "cancelled" }> {
  return getDb().$transaction(async (tx) => {
    const { count } = await tx.jobRun.updateMany({
      where: { id: input.id, workspaceId: input.workspaceId, status: { in: ["queued", "running"] } },
      data: { status: "cancelled", finishedAt: new Date() },
    });
    if (count === 0) {
      const existing = await tx.jobRun.findFirst({ where: { id: input.id, workspaceId: input.workspaceId }, select: { status: true } });
      if (!existing) throw new AppError("NOT_FOUND", "That job does not exist.");
      throw new AppError("CONFLICT", `That job has already ${existing.status === "cancelled" ? "been cancelled" : existing.status}.`);
    }
    await recordAuditEvent(tx, { workspaceId: input.workspaceId, actorId: input.actorId, action: "job.cancelled", targetType: "job", targetId: input.id });
    return { id: input.id, status: "cancelled" };
  });
}
