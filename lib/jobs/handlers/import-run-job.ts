import { importRun } from "@/lib/import/import-run";
import { InputFileError } from "@/lib/import/read-json-values";
import { removeUpload } from "@/lib/import/store-upload";
import { withUploadFile } from "@/lib/import/with-upload-file";
import type { HandlerContext } from "@/lib/jobs/handler-context";
import { importRunJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { runTrackedJob } from "@/lib/jobs/tracked-job";

// Imports an uploaded run file as a run (replacing a previous import of the same name). A bad
// file fails the job with a sentence naming the client's file name, never the server's path;
// the import replaces its run in one transaction, so a retry simply runs it again. The upload is
// deleted once the job is over (imported or refused for its content).
export async function runImportRunJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, { schema: importRunJobPayloadSchema }, async ({ run, payload, progress }) => {
    await progress(0, 1, true);
    let file = payload.path ?? "";
    let evalFile = "";
    const importFile = (path: string, evalPath?: string) => {
      file = path;
      evalFile = evalPath ?? "";
      return importRun({
        workspaceId: run.workspaceId,
        benchmark: payload.benchmark,
        name: payload.name,
        file: path,
        evalFile: evalPath,
        reader: payload.reader,
        judge: payload.judge,
        notes: payload.notes,
        actorId: run.createdById,
      });
    };
    const done = async () => {
      if (payload.uploadId) await removeUpload(run.workspaceId, payload.uploadId);
      if (payload.evalUploadId) await removeUpload(run.workspaceId, payload.evalUploadId);
    };
    try {
      const summary = await (payload.uploadId
        ? withUploadFile({ workspaceId: run.workspaceId, uploadId: payload.uploadId, filename: payload.filename }, (path) =>
            payload.evalUploadId
              ? withUploadFile({ workspaceId: run.workspaceId, uploadId: payload.evalUploadId, filename: payload.evalFilename }, (evalPath) =>
                  importFile(path, evalPath),
                )
              : importFile(path),
          )
        : importFile(payload.path!));
      await progress(1, 1, true);
      await done();
      return {
        status: "completed",
        result: {
          runId: summary.runId,
          run: summary.run,
          benchmark: summary.benchmark,
          replaced: summary.replaced,
          n: summary.n,
          correct: summary.correct,
          accuracy: summary.accuracy,
        },
      };
    } catch (error) {
      if (error instanceof InputFileError) {
        let reason = file ? error.message.replaceAll(file, payload.filename) : error.message;
        if (evalFile) reason = reason.replaceAll(evalFile, payload.evalFilename ?? "the judge log");
        await done();
        return { status: "failed", code: "BAD_INPUT_FILE", message: reason };
      }
      throw error;
    }
  });
}
