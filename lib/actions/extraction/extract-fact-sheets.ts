"use server";
import { defineAction } from "@/lib/actions/define-action";
import { findBenchmarkInWorkspace } from "@/lib/dal/benchmarks/list-benchmarks";
import { enqueueJobRun } from "@/lib/dal/jobs/enqueue-job-run";
import { AppError } from "@/lib/errors";
import { chooseProvider, resolveExtractor } from "@/lib/services/extraction/resolve-extractor";
import type { ExtractJobPayload } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { extractFactSheetsSchema } from "@/lib/schemas/job";

// Queues an extraction of a benchmark's sessions (admins only: it spends provider tokens). What
// can be checked now is checked now (the benchmark, the provider's settings, an existing
// extractor version made with another model), so a bad request is refused here rather than
// failing in a worker.
export const extractFactSheets = defineAction({
  name: "extract-fact-sheets",
  schema: extractFactSheetsSchema,
  permission: "extract:run",
  handler: async ({ input, actor, workspaceId }) => {
    const benchmark = await findBenchmarkInWorkspace({ workspaceId, id: input.benchmarkId });
    if (!benchmark) throw new AppError("NOT_FOUND", "That benchmark does not exist.");
    const provider = chooseProvider({ spec: input.extractor, provider: input.provider });
    await resolveExtractor({ workspaceId, spec: input.extractor, provider, create: false });
    const payload: ExtractJobPayload = { benchmarkId: benchmark.id, extractor: input.extractor, provider };
    const job = await enqueueJobRun({ workspaceId, kind: "extract", queue: QUEUES.extract, payload, createdById: actor.userId });
    return { jobId: job.id, provider };
  },
});
