import { setJobRunProgress } from "@/lib/dal/jobs/add-job-run-progress";
import { finishJobRun } from "@/lib/dal/jobs/finish-job-run";
import { getJobRun, getJobRunStatus } from "@/lib/dal/jobs/get-job-run";
import { startJobRun } from "@/lib/dal/jobs/start-job-run";
import { getDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { InputFileError } from "@/lib/import/read-json-values";
import { WorkerStopping, withHeartbeat, type HandlerContext } from "@/lib/jobs/handler-context";
import { importJobPayloadSchema } from "@/lib/jobs/job-kinds";

class JobCancelled extends Error {}

// Imports LongMemEval files from the worker's disk. The import is idempotent and commits whole
// batches of questions, so a retry after a crash or a stop simply runs it again: what was stored
// is recognised as unchanged. Progress counts kilobytes read.
export async function runImportLongMemEvalJob(ctx: HandlerContext): Promise<void> {
  const run = await getJobRun({ id: ctx.data.jobRunId });
  if (!run || (run.status !== "queued" && run.status !== "running")) return;
  const payload = importJobPayloadSchema.parse(run.payload);
  if (!(await startJobRun({ id: run.id }))) return;
  let cancelled = false;
  const poll = setInterval(() => {
    void getJobRunStatus(run.id).then((status) => (cancelled = status !== "running")).catch(() => {});
  }, 1_000);
  let lastWrite = 0;
  let totalKb = 0;
  // Progress writes go one after another, so the last one written is the last one made.
  let writes = Promise.resolve();
  const writeProgress = (progress: number, total: number) => {
    writes = writes.then(() => setJobRunProgress(getDb(), { id: run.id, progress, total })).catch(() => {});
    return writes;
  };
  try {
    const summary = await withHeartbeat(ctx, () =>
      importLongMemEval({
        workspaceId: run.workspaceId,
        benchmark: payload.benchmark,
        paths: payload.paths,
        onWarning: ctx.log,
        // Called after each committed batch: the place to stop between units.
        onProgress: (_questions, bytes, totalBytes) => {
          if (ctx.signal.aborted) throw new WorkerStopping();
          if (cancelled) throw new JobCancelled();
          totalKb = Math.ceil(totalBytes / 1024);
          if (Date.now() - lastWrite < 500) return;
          lastWrite = Date.now();
          void writeProgress(Math.floor(bytes / 1024), totalKb);
        },
      }),
    );
    await writeProgress(totalKb, totalKb);
    await finishJobRun({ id: run.id, status: "completed", result: { ...summary } });
  } catch (error) {
    if (error instanceof JobCancelled) return;
    if (error instanceof InputFileError) {
      await finishJobRun({ id: run.id, status: "failed", error: error.message });
      return;
    }
    throw error;
  } finally {
    clearInterval(poll);
  }
}
