import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { WorkerStopping, withHeartbeat, type HandlerContext } from "@/lib/jobs/handler-context";
import { studyJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { failJobRun, runTrackedJob } from "@/lib/jobs/tracked-job";
import { runStudySteps } from "@/lib/services/studies/run-study-steps";

// Runs a study queued from the Runs page. Its steps reuse or resume runs, so a retry after a
// crash or a stop continues where the study stopped. Progress counts questions over all its runs.
export async function runStudyJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, studyJobPayloadSchema, async ({ run, payload, cancelled, progress }) => {
    try {
      const outcome = await withHeartbeat(ctx, () =>
        runStudySteps({
          workspaceId: run.workspaceId,
          studyId: payload.studyId,
          jobRunId: run.id,
          actorId: run.createdById ?? null,
          staleMs: env().LORE_JOB_STALE_MS,
          concurrency: env().LORE_LLM_CONCURRENCY ?? 4,
          prices: { input: env().LORE_LLM_PRICE_INPUT ?? 0, output: env().LORE_LLM_PRICE_OUTPUT ?? 0 },
          shouldStop: () => ctx.signal.aborted || cancelled(),
          onProgress: (p) => void progress(p.questionsDone, p.questionsTotal, p.runsDone === p.runsTotal),
        }),
      );
      if (ctx.signal.aborted) throw new WorkerStopping();
      if (outcome.status === "stopped") return null;
      if (outcome.status === "failed") {
        await failJobRun(run.id, outcome.problem ?? `${outcome.failed} of the study's runs failed`);
        return null;
      }
      return { made: outcome.made, reused: outcome.reused };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await failJobRun(run.id, error.message);
      return null;
    }
  });
}
