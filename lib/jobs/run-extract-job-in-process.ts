import { createOrResumeJobRun } from "@/lib/dal/jobs/create-or-resume-job-run";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { runTrackedJob, type JobEnd } from "@/lib/jobs/tracked-job";
import { runExtraction, type ExtractionSummary } from "@/lib/services/extraction/run-extraction";
import type { ExtractorSpec, Provider } from "@/lib/services/extraction/resolve-extractor";
import { z } from "@/lib/zod";

// An extraction run to completion in this process (`lore extract`), recorded as a job so the
// jobs page shows its progress and can cancel it. Rerun after a crash, it takes over the job the
// dead process left (same workspace, benchmark, extractor and provider, no heartbeat for
// staleMs) and resumes where it stopped. The job's bookkeeping is runTrackedJob's, as for a
// queued job; errors reach the caller (the CLI reports them) and leave the job to be resumed.
export async function runExtractJobInProcess(input: {
  workspaceId: string;
  benchmarkId: string | null;
  spec: ExtractorSpec;
  provider: Provider;
  createdById: string | null;
  worker: string;
  signal: AbortSignal;
  heartbeatMs?: number;
  staleMs?: number;
  onProgress?: Parameters<typeof runExtraction>[0]["onProgress"];
}): Promise<ExtractionSummary & { jobRunId: string; resumed: boolean }> {
  const payload = { benchmarkId: input.benchmarkId, extractor: input.spec, provider: input.provider, runner: "in-process" };
  const staleMs = input.staleMs ?? env().LORE_JOB_STALE_MS;
  const job = await createOrResumeJobRun({ workspaceId: input.workspaceId, kind: "extract", payload, createdById: input.createdById, staleMs });
  const ctx = {
    data: { jobRunId: job.id },
    queueJobId: "in-process",
    signal: input.signal,
    worker: input.worker,
    log: () => {},
    heartbeatMs: input.heartbeatMs ?? env().LORE_JOB_HEARTBEAT_MS,
  };
  let summary: ExtractionSummary | undefined;
  const outcome = await runTrackedJob(ctx, { schema: z.unknown(), start: false }, async ({ start, cancelled, count }): Promise<JobEnd> => {
    summary = await runExtraction({
      ...input,
      onPlan: (plan) => start({ total: plan.total, progress: plan.done, result: { sessions: plan.total, skipped: plan.done, extractorId: plan.extractorId } }),
      cancelled,
      count,
    });
    if (summary.remaining === 0) return { status: "completed" };
    if (summary.stopped) return { status: "left" };
    return {
      status: "failed",
      code: "SESSIONS_WITHOUT_SHEET",
      message: `${summary.remaining} session(s) still have no sheet (another run may be writing them): run the extraction again to finish`,
    };
  });
  if (!outcome || !summary) throw new AppError("CONFLICT", `job ${job.id} was cancelled before it started`);
  return { ...summary, jobRunId: job.id, resumed: job.resumed };
}
