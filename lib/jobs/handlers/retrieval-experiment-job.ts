import { setJobRunProgress } from "@/lib/dal/jobs/add-job-run-progress";
import { finishJobRun } from "@/lib/dal/jobs/finish-job-run";
import { getJobRun, getJobRunStatus } from "@/lib/dal/jobs/get-job-run";
import { startJobRun } from "@/lib/dal/jobs/start-job-run";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { runRetrievalExperiment } from "@/lib/experiments/run-retrieval-experiment";
import { WorkerStopping, withHeartbeat, type HandlerContext } from "@/lib/jobs/handler-context";
import { retrievalJobPayloadSchema } from "@/lib/jobs/job-kinds";

// Runs a retrieval experiment as a job. The experiment resumes an unfinished run with the same
// name and configuration, so a retry after a crash or a stop continues where the results end.
// Progress counts questions.
export async function runRetrievalExperimentJob(ctx: HandlerContext): Promise<void> {
  const run = await getJobRun({ id: ctx.data.jobRunId });
  if (!run || (run.status !== "queued" && run.status !== "running")) return;
  const payload = retrievalJobPayloadSchema.parse(run.payload);
  if (!(await startJobRun({ id: run.id }))) return;
  let cancelled = false;
  const poll = setInterval(() => {
    void getJobRunStatus(run.id).then((status) => (cancelled = status !== "running")).catch(() => {});
  }, 1_000);
  let lastWrite = 0;
  let writes = Promise.resolve();
  const writeProgress = (progress: number, total: number) => {
    writes = writes.then(() => setJobRunProgress(getDb(), { id: run.id, progress, total })).catch(() => {});
    return writes;
  };
  try {
    const summary = await withHeartbeat(ctx, () =>
      runRetrievalExperiment({
        workspaceId: run.workspaceId,
        ...payload,
        actorId: run.createdById ?? null,
        shouldStop: () => ctx.signal.aborted || cancelled,
        onProgress: (done, total) => {
          if (Date.now() - lastWrite < 500 && done < total) return;
          lastWrite = Date.now();
          void writeProgress(done, total);
        },
      }),
    );
    await writes;
    if (ctx.signal.aborted) throw new WorkerStopping();
    if (cancelled) return;
    await finishJobRun({ id: run.id, status: "completed", result: { run: summary.run, n: summary.n, recallAny: summary.recallAny, evidenceCoverage: summary.evidenceCoverage, readerTokensMean: summary.readerTokensMean } });
  } catch (error) {
    if (error instanceof AppError) {
      await finishJobRun({ id: run.id, status: "failed", error: error.message });
      return;
    }
    throw error;
  } finally {
    clearInterval(poll);
  }
}
