import { createOrResumeJobRun } from "@/lib/dal/jobs/create-job-run";
import { beatJobRun, clearJobRunBeat } from "@/lib/dal/jobs/job-run-heartbeat";
import { runExtraction, type ExtractionSummary } from "@/lib/services/extraction/run-extraction";
import type { ExtractorSpec, Provider } from "@/lib/services/extraction/resolve-extractor";
import { env } from "@/lib/env";

// An extraction run to completion in this process (`lore extract`), recorded as a job so the
// jobs page shows its progress and can cancel it. Rerun after a crash, it takes over the job the
// dead process left (same workspace, benchmark, extractor and provider, no heartbeat for
// staleMs) and resumes where it stopped.
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
  const beat = { id: job.id, queueJobId: "in-process" };
  await beatJobRun(beat);
  const timer = setInterval(() => void beatJobRun(beat).catch(() => {}), input.heartbeatMs ?? env().LORE_JOB_HEARTBEAT_MS);
  try {
    const summary = await runExtraction({ ...input, jobRunId: job.id });
    return { ...summary, jobRunId: job.id, resumed: job.resumed };
  } finally {
    clearInterval(timer);
    await clearJobRunBeat(beat).catch(() => {});
  }
}
