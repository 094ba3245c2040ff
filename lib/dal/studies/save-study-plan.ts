import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import type { StudyPlan } from "@/lib/studies/plan-study";

// A study job counts as live while it is queued, or running with a heartbeat newer than staleMs.
export async function isJobLive(tx: Prisma.TransactionClient, input: { jobRunId: string; staleMs: number }): Promise<boolean> {
  const [job] = await tx.$queryRaw<{ live: boolean }[]>`
    SELECT (j.status = 'queued' OR (j.status = 'running' AND j."updatedAt" > timezone('UTC', now()) - make_interval(secs => ${input.staleMs / 1000}::float8))) AS live
      FROM "JobRun" j WHERE j.id = ${input.jobRunId}`;
  return job?.live ?? false;
}

// Creates a study, or re-plans one of the same name (the file may have changed): its steps
// become exactly the plan's (a step already fulfilled keeps its run). Refused while a job is
// running the study, so a plan never changes under a running job. The study row is locked for
// the transaction: two saves of one study apply one after the other.
export async function saveStudyPlan(input: {
  workspaceId: string;
  benchmarkId: string;
  plan: StudyPlan;
  description: string | null;
  file: { name: string; text: string };
  actorId: string | null;
  staleMs: number;
}): Promise<{ id: string; created: boolean }> {
  return getDb().$transaction(async (tx) => {
    const name = input.plan.study;
    // Serializes the creation of one name too (no row to lock yet).
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(4121502, hashtext(${`${input.workspaceId}:${name}`}))`;
    const [existing] = await tx.$queryRaw<{ id: string; jobRunId: string | null }[]>`
      SELECT s.id, s."jobRunId" FROM "Study" s WHERE s."workspaceId" = ${input.workspaceId} AND s.name = ${name} FOR UPDATE`;
    if (existing?.jobRunId) {
      if (await isJobLive(tx, { jobRunId: existing.jobRunId, staleMs: input.staleMs }))
        throw new AppError(
          "CONFLICT",
          `Study ${name} is running (job ${existing.jobRunId}): wait for it to finish or cancel it on the Jobs page, then run it again.`,
        );
    }
    const data = {
      benchmarkId: input.benchmarkId,
      description: input.description,
      fileName: input.file.name,
      fileText: input.file.text,
      plan: input.plan as unknown as Prisma.InputJsonObject,
      status: "planned" as const,
      problem: null,
      jobRunId: null,
    };
    const study = existing
      ? await tx.study.update({ where: { id: existing.id }, data, select: { id: true } })
      : await tx.study.create({ data: { ...data, workspaceId: input.workspaceId, name, creatorId: input.actorId }, select: { id: true } });
    const hashes = input.plan.steps.map((s) => s.hash);
    await tx.studyStep.deleteMany({ where: { studyId: study.id, hash: { notIn: hashes } } });
    await tx.studyStep.createMany({
      data: input.plan.steps.map((s) => ({ studyId: study.id, hash: s.hash, kind: s.kind, runName: s.runName })),
      skipDuplicates: true,
    });
    // A step whose run failed or was stopped is tried again.
    await tx.studyStep.updateMany({ where: { studyId: study.id, status: { in: ["failed", "running"] } }, data: { status: "pending", error: null } });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: existing ? "study.replanned" : "study.created",
      targetType: "study",
      targetId: study.id,
      after: { name, steps: hashes.length, setups: input.plan.setups.map((s) => s.label) },
    });
    return { id: study.id, created: !existing };
  });
}
