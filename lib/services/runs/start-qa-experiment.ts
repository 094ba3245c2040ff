import "server-only";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { countRunHypotheses } from "@/lib/dal/runs/count-run-hypotheses";
import { getRun } from "@/lib/dal/runs/get-run";
import { AppError } from "@/lib/errors";
import type { QaExperimentJobPayload } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { LLM_NOT_CONFIGURED, llmAvailability } from "@/lib/llm/llm-availability";
import { startQaExperimentInput } from "@/lib/schemas/experiment";
import { defineService } from "@/lib/services/define-service";

// `lore experiment qa --from-run RUN` from the retrieval run's page, queued as a "qa-experiment"
// job. What can be checked now is (the run is a retrieval run of the workspace with recorded
// contexts, an endpoint is configured), so a bad start is refused here, not in a worker.
export const startQaExperiment = defineService({
  name: "start-qa-experiment",
  schema: startQaExperimentInput,
  permission: "runs:write",
  run: async ({ actor, workspaceId, input }) => {
    const source = await getRun({ workspaceId, runId: input.runId });
    if (!source) throw new AppError("NOT_FOUND", "That run does not exist.");
    if (source.kind !== "retrieval")
      throw new AppError("INVALID_INPUT", `${source.name} is not a retrieval run: a QA experiment reads the contexts a retrieval run recorded.`);
    const counts = await countRunHypotheses({ workspaceId, runId: source.id });
    if (counts.results === 0 || counts.contexts < counts.results)
      throw new AppError(
        "INVALID_INPUT",
        `${counts.results - counts.contexts} questions of ${source.name} have no recorded reader context: run the retrieval experiment again.`,
      );
    if (!llmAvailability().configured) throw new AppError("INVALID_INPUT", LLM_NOT_CONFIGURED);
    const name = input.name ?? `${source.name}+${input.reader}+${input.prompt}`;
    if (name === source.name) throw new AppError("INVALID_INPUT", "The QA run needs a name other than its retrieval run's.");
    const payload: QaExperimentJobPayload = {
      fromRunId: source.id,
      fromRun: source.name,
      name,
      reader: input.reader,
      judge: input.judge,
      prompt: input.prompt,
    };
    const job = await enqueueJobRun({ workspaceId, kind: "qa-experiment", queue: QUEUES.qaExperiment, payload, createdById: actor.userId });
    return { jobId: job.id, name };
  },
});
