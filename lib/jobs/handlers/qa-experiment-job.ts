import { WorkerStopping, type HandlerContext } from "@/lib/jobs/handler-context";
import { llmJobFailure } from "@/lib/jobs/handlers/llm-job-failure";
import { llmJobSettings } from "@/lib/jobs/handlers/llm-settings";
import { qaExperimentJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { runTrackedJob } from "@/lib/jobs/tracked-job";
import { runQaExperiment } from "@/lib/services/qa/run-qa-experiment";

// `lore experiment qa` as a job: the reader answers each question of the retrieval run from its
// recorded context and the judge grades it, into a QA run. The experiment resumes a run of the
// same name, so a retry, a stop or a second start continues where its results end. A provider
// or protocol failure fails the job with its reason; starting it again resumes.
export async function runQaExperimentJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, { schema: qaExperimentJobPayloadSchema, failOn: llmJobFailure }, async ({ run, payload, shouldStop, reportProgress }) => {
    const { chat, protocol, concurrency, prices } = llmJobSettings();
    const summary = await runQaExperiment({
      workspaceId: run.workspaceId,
      fromRun: payload.fromRun,
      name: payload.name,
      reader: payload.reader,
      judge: payload.judge,
      prompt: payload.prompt,
      judgeProtocol: protocol,
      chat,
      concurrency,
      prices,
      actorId: run.createdById ?? null,
      shouldStop,
      onProgress: reportProgress,
    });
    if (ctx.signal.aborted) throw new WorkerStopping();
    if (!summary.complete) return { status: "left" };
    return {
      status: "completed",
      result: {
        runId: summary.runId,
        run: summary.run,
        n: summary.n,
        correct: summary.correct,
        accuracy: summary.accuracy,
        judgeProtocol: protocol.id,
        costUsd: summary.costUsd,
      },
    };
  });
}
