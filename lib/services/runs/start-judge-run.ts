import "server-only";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { countRunHypotheses } from "@/lib/dal/runs/count-run-hypotheses";
import { getRun } from "@/lib/dal/runs/get-run";
import { AppError } from "@/lib/errors";
import type { JudgeRunJobPayload } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { LLM_NOT_CONFIGURED, llmAvailability } from "@/lib/llm/llm-availability";
import { startJudgeRunInput } from "@/lib/schemas/experiment";
import { defineService } from "@/lib/services/define-service";

// `lore judge RUN --judge MODEL` from the run's page (an imported hypotheses run or a QA run),
// queued as a "judge-run" job that judges the run's answers into a new run.
export const startJudgeRun = defineService({
  name: "start-judge-run",
  schema: startJudgeRunInput,
  permission: "runs:write",
  run: async ({ actor, workspaceId, input }) => {
    const source = await getRun({ workspaceId, runId: input.runId });
    if (!source) throw new AppError("NOT_FOUND", "That run does not exist.");
    const { hypotheses } = await countRunHypotheses({ workspaceId, runId: source.id });
    if (hypotheses === 0) throw new AppError("INVALID_INPUT", `${source.name} has no answers (hypotheses) to judge.`);
    if (!llmAvailability().configured) throw new AppError("INVALID_INPUT", LLM_NOT_CONFIGURED);
    const name = input.name ?? `${source.name}+judge:${input.judge}`;
    if (name === source.name) throw new AppError("INVALID_INPUT", "The judged run needs a name other than its source run's.");
    const payload: JudgeRunJobPayload = { runId: source.id, run: source.name, benchmark: source.benchmark.name, name, judge: input.judge };
    const job = await enqueueJobRun({ workspaceId, kind: "judge-run", queue: QUEUES.judgeRun, payload, createdById: actor.userId });
    return { jobId: job.id, name };
  },
});
