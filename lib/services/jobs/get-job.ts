import "server-only";
import { getJobRun } from "@/lib/dal/jobs/get-job-run";
import { AppError } from "@/lib/errors";
import { safeJobError } from "@/lib/jobs/safe-job-error";
import { readByIdInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// A background job's state and progress, for an agent that queued an import or an experiment.
// Heartbeats are the workers' bookkeeping and the payload may name server paths: neither is shown.
export const getJob = defineService({
  name: "get-job",
  schema: readByIdInput,
  permission: null,
  run: async ({ workspaceId, input }) => {
    const job = await getJobRun({ id: input.id, workspaceId });
    if (!job) throw new AppError("NOT_FOUND", "That job does not exist.");
    const result =
      job.result && typeof job.result === "object" && !Array.isArray(job.result)
        ? Object.fromEntries(Object.entries(job.result).filter(([k]) => k !== "heartbeats"))
        : job.result;
    return {
      id: job.id,
      kind: job.kind,
      status: job.status,
      progress: job.progress,
      total: job.total,
      result,
      error: safeJobError(job.error),
      createdAt: job.createdAt,
      startedAt: job.startedAt,
      finishedAt: job.finishedAt,
    };
  },
});
