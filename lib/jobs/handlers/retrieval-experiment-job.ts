import { runRetrievalExperiment } from "@/lib/services/experiments/run-retrieval-experiment";
import { WorkerStopping, type HandlerContext } from "@/lib/jobs/handler-context";
import { appErrorFailure } from "@/lib/jobs/job-failure";
import { retrievalJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { runTrackedJob } from "@/lib/jobs/tracked-job";

// Runs a retrieval experiment as a job. The experiment resumes an unfinished run with the same
// name and configuration, so a retry after a crash or a stop continues where the results end.
// Progress counts questions.
export async function runRetrievalExperimentJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, { schema: retrievalJobPayloadSchema, failOn: appErrorFailure }, async ({ run, payload, shouldStop, reportProgress }) => {
    const summary = await runRetrievalExperiment({
      workspaceId: run.workspaceId,
      ...payload,
      actorId: run.createdById ?? null,
      shouldStop,
      onProgress: reportProgress,
    });
    if (ctx.signal.aborted) throw new WorkerStopping();
    if (!summary.complete) return { status: "left" };
    return {
      status: "completed",
      result: {
        run: summary.run,
        n: summary.n,
        recallAny: summary.recallAny,
        evidenceCoverage: summary.evidenceCoverage,
        readerTokensMean: summary.readerTokensMean,
      },
    };
  });
}
