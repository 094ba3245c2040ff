import { importRun } from "@/lib/import/import-run";
import { InputFileError } from "@/lib/import/read-json-values";
import { withHeartbeat, type HandlerContext } from "@/lib/jobs/handler-context";
import { importRunJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { failJobRun, runTrackedJob } from "@/lib/jobs/tracked-job";

// Imports an uploaded run file as a run (replacing a previous import of the same name). A bad
// file fails the job with a sentence naming the client's file name, never the server's path;
// the import replaces its run in one transaction, so a retry simply runs it again.
export async function runImportRunJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, importRunJobPayloadSchema, async ({ run, payload, progress }) => {
    await progress(0, 1, true);
    try {
      const summary = await withHeartbeat(ctx, () =>
        importRun({
          workspaceId: run.workspaceId,
          benchmark: payload.benchmark,
          name: payload.name,
          file: payload.path,
          reader: payload.reader,
          judge: payload.judge,
          notes: payload.notes,
          actorId: run.createdById,
        }),
      );
      await progress(1, 1, true);
      return {
        runId: summary.runId,
        run: summary.run,
        benchmark: summary.benchmark,
        replaced: summary.replaced,
        n: summary.n,
        correct: summary.correct,
        accuracy: summary.accuracy,
      };
    } catch (error) {
      if (error instanceof InputFileError) {
        await failJobRun(run.id, error.message.replaceAll(payload.path, payload.filename));
        return null;
      }
      throw error;
    }
  });
}
