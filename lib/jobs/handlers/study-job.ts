import { env } from "@/lib/env";
import { WorkerStopping, type HandlerContext } from "@/lib/jobs/handler-context";
import { appErrorFailure } from "@/lib/jobs/job-failure";
import { studyJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { runTrackedJob } from "@/lib/jobs/tracked-job";
import { runStudySteps } from "@/lib/services/studies/run-study-steps";

// Runs a study queued from the Runs page. Its steps reuse or resume runs, so a retry after a
// crash or a stop continues where the study stopped. Progress counts questions over all its runs.
// The job's id is the study's claim (who holds it), not a channel for bookkeeping.
export async function runStudyJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, { schema: studyJobPayloadSchema, failOn: appErrorFailure }, async ({ run, payload, shouldStop, progress }) => {
    const outcome = await runStudySteps({
      workspaceId: run.workspaceId,
      studyId: payload.studyId,
      jobRunId: run.id,
      actorId: run.createdById ?? null,
      staleMs: env().LORE_JOB_STALE_MS,
      concurrency: env().LORE_LLM_CONCURRENCY ?? 4,
      prices: { input: env().LORE_LLM_PRICE_INPUT ?? 0, output: env().LORE_LLM_PRICE_OUTPUT ?? 0 },
      shouldStop,
      onProgress: (p) => void progress(p.questionsDone, p.questionsTotal, p.runsDone === p.runsTotal),
    });
    if (ctx.signal.aborted) throw new WorkerStopping();
    if (outcome.status === "stopped") return { status: "left" };
    if (outcome.status === "failed")
      return { status: "failed", code: "STUDY_RUN_FAILED", message: outcome.problem ?? `${outcome.failed} of the study's runs failed` };
    return { status: "completed", result: { made: outcome.made, reused: outcome.reused } };
  });
}
