import { removeUpload } from "@/lib/import/store-upload";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { InputFileError } from "@/lib/import/read-json-values";
import { withUploadFile } from "@/lib/import/with-upload-file";
import { WorkerStopping, type HandlerContext } from "@/lib/jobs/handler-context";
import { importJobPayloadSchema, type ImportJobPayload } from "@/lib/jobs/job-kinds";
import { runTrackedJob } from "@/lib/jobs/tracked-job";

class JobCancelled extends Error {}

// The files to read: an upload copied from the database to this worker's disk, or paths already
// on it.
function withInputFiles<T>(workspaceId: string, payload: ImportJobPayload, consume: (paths: string[]) => Promise<T>): Promise<T> {
  if (payload.uploadId) return withUploadFile({ workspaceId, uploadId: payload.uploadId, filename: payload.filename }, (file) => consume([file]));
  return consume(payload.paths!);
}

// Imports LongMemEval files. The import is idempotent and commits whole batches of questions, so
// a retry after a crash or a stop simply runs it again: what was stored is recognised as
// unchanged. Progress counts kilobytes read. An upload is deleted once its job is over (imported,
// refused for its content, or cancelled); it stays while the job may still be retried.
export async function runImportLongMemEvalJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, { schema: importJobPayloadSchema }, async ({ run, payload, cancelled, progress }) => {
    let totalKb = 0;
    const done = async () => {
      if (payload.uploadId) await removeUpload(run.workspaceId, payload.uploadId);
    };
    try {
      const summary = await withInputFiles(run.workspaceId, payload, (paths) =>
        importLongMemEval({
          workspaceId: run.workspaceId,
          benchmark: payload.benchmark,
          paths,
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
      await done();
      return { status: "completed", result: { ...summary } };
    } catch (error) {
      if (error instanceof JobCancelled) {
        await done();
        return { status: "left" };
      }
      if (error instanceof InputFileError) {
        await done();
        return { status: "failed", code: "BAD_INPUT_FILE", message: error.message };
      }
      throw error;
    }
  });
}
