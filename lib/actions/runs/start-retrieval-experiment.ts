"use server";
import { defineAction } from "@/lib/actions/define-action";
import { findBenchmarkInWorkspace } from "@/lib/dal/benchmarks/list-benchmarks";
import { findExtractorById } from "@/lib/dal/extractors/find-extractor-by-id";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { AppError } from "@/lib/errors";
import type { RetrievalJobPayload } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { startRetrievalExperimentSchema } from "@/lib/schemas/experiment";

// Queues a retrieval experiment from the Runs page; a worker runs it and /jobs shows progress.
// What can be checked now is checked now, so a bad request is refused here, not in a worker.
export const startRetrievalExperiment = defineAction({
  name: "start-retrieval-experiment",
  schema: startRetrievalExperimentSchema,
  permission: "runs:write",
  handler: async ({ input, actor, workspaceId }) => {
    const benchmark = await findBenchmarkInWorkspace({ workspaceId, id: input.benchmarkId });
    if (!benchmark) throw new AppError("NOT_FOUND", "That benchmark does not exist.");
    let representation: RetrievalJobPayload["representation"] = { kind: input.representation === "memories" ? "memories" : "sessions" };
    if (input.representation !== "sessions" && input.representation !== "memories") {
      const extractor = await findExtractorById({ workspaceId, id: input.representation });
      if (!extractor) throw new AppError("NOT_FOUND", "That extractor does not exist.");
      representation = { kind: "factsheets", extractorId: extractor.id, label: `${extractor.name}@${extractor.version}` };
    }
    if (input.retriever !== "fulltext" && !(await getVectorSupport()).available) {
      throw new AppError("INVALID_INPUT", `This database has no pgvector extension: the ${input.retriever} retriever cannot run here; choose full text.`);
    }
    const payload: RetrievalJobPayload = {
      benchmarkId: benchmark.id,
      name: input.name,
      representation,
      retriever: input.retriever,
      k: input.k,
      budget: input.budget ?? null,
      encoding: "o200k_base",
    };
    const job = await enqueueJobRun({ workspaceId, kind: "retrieval-experiment", queue: QUEUES.retrievalExperiment, payload, createdById: actor.userId });
    return { jobId: job.id };
  },
});
