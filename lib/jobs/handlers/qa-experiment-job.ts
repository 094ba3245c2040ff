import { AppError } from "@/lib/errors";
import { WorkerStopping, withHeartbeat, type HandlerContext } from "@/lib/jobs/handler-context";
import { JUDGE_TEMPLATES_UNREADABLE, llmJobSettings } from "@/lib/jobs/handlers/llm-settings";
import { qaExperimentJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { failJobRun, runTrackedJob } from "@/lib/jobs/tracked-job";
import { ChatError } from "@/lib/llm/chat-completion";
import { JudgeProtocolError } from "@/lib/qa/official/judge-protocol";
import { runQaExperiment } from "@/lib/qa/run-qa-experiment";

// `lore experiment qa` as a job: the reader answers each question of the retrieval run from its
// recorded context and the judge grades it, into a QA run. The experiment resumes a run of the
// same name, so a retry, a stop or a second start continues where its results end. A provider
// or protocol failure fails the job with its reason; starting it again resumes.
export async function runQaExperimentJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, qaExperimentJobPayloadSchema, async ({ run, payload, cancelled, progress }) => {
    try {
      const { chat, protocol, concurrency, prices } = llmJobSettings();
      const summary = await withHeartbeat(ctx, () =>
        runQaExperiment({
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
          shouldStop: () => ctx.signal.aborted || cancelled(),
          onProgress: (done, total) => void progress(done, total, done === total),
        }),
      );
      if (ctx.signal.aborted) throw new WorkerStopping();
      if (!summary.complete) return null;
      return {
        runId: summary.runId,
        run: summary.run,
        n: summary.n,
        correct: summary.correct,
        accuracy: summary.accuracy,
        judgeProtocol: protocol.id,
        costUsd: summary.costUsd,
      };
    } catch (error) {
      if (error instanceof ChatError) return fail(run.id, `The LLM provider failed: ${error.message}`);
      if (error instanceof JudgeProtocolError) return fail(run.id, JUDGE_TEMPLATES_UNREADABLE);
      if (error instanceof AppError) return fail(run.id, error.message);
      throw error;
    }
  });
}

async function fail(jobRunId: string, reason: string): Promise<null> {
  await failJobRun(jobRunId, reason);
  return null;
}
