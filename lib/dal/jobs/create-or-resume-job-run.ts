import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobKind } from "@/lib/jobs/job-kinds";

// A job the caller runs itself (the CLI) rather than through the queue, so it shows on the jobs
// page like any other. A run of the same kind and payload left running by a process that died
// (no heartbeat for staleMs) is taken over instead: the rerun resumes it.
export async function createOrResumeJobRun(input: {
  workspaceId: string;
  kind: JobKind;
  payload: Prisma.InputJsonObject;
  createdById: string | null;
  staleMs: number;
}): Promise<{ id: string; resumed: boolean }> {
  const db = getDb();
  const payload = JSON.stringify(input.payload);
  const stale = await db.$queryRaw<{ id: string }[]>`
    UPDATE "JobRun" SET "updatedAt" = timezone('UTC', now()), "status" = 'running'
    WHERE "id" = (
      SELECT "id" FROM "JobRun"
      WHERE "workspaceId" = ${input.workspaceId} AND "kind" = ${input.kind} AND "payload" = ${payload}::jsonb
        AND "status" IN ('queued', 'running')
        AND "updatedAt" < timezone('UTC', now()) - make_interval(secs => ${input.staleMs / 1000}::float8)
      ORDER BY "createdAt" DESC LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  if (stale[0]) return { id: stale[0].id, resumed: true };
  return db.$transaction(async (tx) => {
    const run = await tx.jobRun.create({
      data: { workspaceId: input.workspaceId, kind: input.kind, payload: input.payload, createdById: input.createdById },
      select: { id: true },
    });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.createdById,
      action: "job.started",
      targetType: "job",
      targetId: run.id,
      after: { kind: input.kind, payload: input.payload },
    });
    return { id: run.id, resumed: false };
  });
}
