import type { HandlerContext } from "@/lib/jobs/handler-context";
import { llmJobFailure } from "@/lib/jobs/handlers/llm-job-failure";
import { llmJobSettings } from "@/lib/jobs/handlers/llm-settings";
import { judgeRunJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { runTrackedJob } from "@/lib/jobs/tracked-job";
import { judgeRun } from "@/lib/services/qa/judge-run";

// `lore judge RUN --judge MODEL` as a job: the run's hypotheses judged into a new run. Each
// verdict is saved as it arrives and a run of the same name is resumed, so a retry asks about no
// question twice.
export async function runJudgeRunJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, { schema: judgeRunJobPayloadSchema, failOn: llmJobFailure }, async ({ run, payload, reportProgress }) => {
    const { chat, protocol, concurrency, prices } = llmJobSettings();
    const { summary, skipped } = await judgeRun({
      workspaceId: run.workspaceId,
      run: payload.run,
      benchmark: payload.benchmark,
      judge: payload.judge,
      name: payload.name,
      protocol,
      chat,
      concurrency,
      prices,
      actorId: run.createdById ?? null,
      onProgress: reportProgress,
    });
    return {
      status: "completed",
      result: {
        runId: summary.runId,
        run: summary.run,
        n: summary.n,
        correct: summary.correct,
        accuracy: summary.accuracy,
        judgeProtocol: summary.judgeProtocol,
        costUsd: summary.costUsd,
        skipped,
      },
    };
  });
}
