import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { InputFileError } from "@/lib/import/read-json-values";
import { WorkerStopping, withHeartbeat, type HandlerContext } from "@/lib/jobs/handler-context";
import { importJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { failJobRun, runTrackedJob } from "@/lib/jobs/tracked-job";

class JobCancelled extends Error {}

// Imports LongMemEval files from the worker's disk. The import is idempotent and commits whole
// batches of questions, so a retry after a crash or a stop simply runs it again: what was stored
// is recognised as unchanged. Progress counts kilobytes read.
export async function runImportLongMemEvalJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, importJobPayloadSchema, async ({ run, payload, cancelled, progress }) => {
    let totalKb = 0;
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
            if (cancelled()) throw new JobCancelled();
            totalKb = Math.ceil(totalBytes / 1024);
            void progress(Math.floor(bytes / 1024), totalKb);
          },
        }),
      );
      await progress(totalKb, totalKb, true);
      return { ...summary };
    } catch (error) {
      if (error instanceof JobCancelled) return null;
      if (error instanceof InputFileError) {
        await failJobRun(run.id, error.message);
        return null;
      }
      throw error;
    }
  });
}
