import "server-only";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { assignStudyJob } from "@/lib/dal/studies/claim-study";
import { env } from "@/lib/env";
import { QUEUES } from "@/lib/jobs/job-queue";
import { startStudyInput } from "@/lib/schemas/study";
import { defineService } from "@/lib/services/define-service";
import { planStudyFile } from "@/lib/services/studies/plan-study-file";
import { revalidateShell } from "@/lib/server/revalidate-shell";

// Plans a study file and queues its job (the Runs page; `lore study run` runs the same plan in
// its own process). The plan is checked whole before anything is saved, so a bad file is refused
// here with its line and field, not later in a worker.
export const startStudy = defineService({
  name: "start-study",
  schema: startStudyInput,
  permission: "runs:write",
  run: async ({ actor, workspaceId, input }) => {
    const staleMs = env().LORE_JOB_STALE_MS;
    const planned = await planStudyFile({
      workspaceId,
      actorId: actor.userId,
      file: { name: input.fileName, text: input.text },
      name: input.name,
      longMemEvalDir: env().LORE_LONGMEMEVAL_DIR ?? null,
      staleMs,
    });
    const job = await enqueueJobRun({ workspaceId, kind: "study", queue: QUEUES.study, payload: { studyId: planned.studyId }, createdById: actor.userId });
    await assignStudyJob({ studyId: planned.studyId, jobRunId: job.id });
    revalidateShell();
    return { studyId: planned.studyId, name: planned.plan.study, jobId: job.id, runs: planned.plan.steps.length, setups: planned.plan.setups.length };
  },
});
