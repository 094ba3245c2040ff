import { listSessionsToExtract, countSessionsWithoutSheet } from "@/lib/dal/sessions/list-sessions-to-extract";
import { prismaExecutor } from "@/lib/dal/jobs/enqueue-job-run";
import { finishJobRun, noteJobRunError } from "@/lib/dal/jobs/finish-job-run";
import { getJobRun } from "@/lib/dal/jobs/get-job-run";
import { markJobRunPlanned } from "@/lib/dal/jobs/mark-job-run-planned";
import { startJobRun } from "@/lib/dal/jobs/start-job-run";
import { AppError } from "@/lib/errors";
import { ProviderConfigError } from "@/lib/extraction/openai-chat-extractor";
import { resolveExtractor } from "@/lib/services/extraction/resolve-extractor";
import { extractSessions } from "@/lib/services/extraction/run-extraction";
import { WorkerStopping, withHeartbeat, type HandlerContext } from "@/lib/jobs/handler-context";
import { extractJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { env } from "@/lib/env";

// Sessions per chunk job: a model extractor's chunk keeps its concurrency busy a couple of
// times over, so several workers share a job; the offline one is fast and takes more at once.
function chunkSize(provider: "offline" | "openai", concurrency: number): number {
  const fromEnv = env().LORE_EXTRACT_CHUNK_SIZE;
  if (fromEnv !== undefined) return fromEnv;
  return provider === "openai" ? Math.max(4, concurrency * 2) : 200;
}

async function loadJob(ctx: HandlerContext) {
  const run = await getJobRun({ id: ctx.data.jobRunId });
  if (!run || (run.status !== "queued" && run.status !== "running")) return null;
  return { run, payload: extractJobPayloadSchema.parse(run.payload) };
}

// A problem with the request itself (unknown model, extractor made with another model): the job
// fails at once with the reason instead of being retried.
async function failOnBadRequest<T>(jobRunId: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError || error instanceof ProviderConfigError) {
      await finishJobRun({ id: jobRunId, status: "failed", error: error.message });
      return null;
    }
    throw error;
  }
}

// Plans an extraction: counts the sessions in scope, then queues the ones without a sheet as
// chunk jobs, in the same transaction that marks the job planned, so a retried planner never
// queues a session twice.
export async function planExtractJob(ctx: HandlerContext): Promise<void> {
  const job = await loadJob(ctx);
  if (!job) return;
  const { run, payload } = job;
  if ((run.result as { planned?: boolean } | null)?.planned) return;
  const resolved = await failOnBadRequest(run.id, () =>
    resolveExtractor({ workspaceId: run.workspaceId, spec: payload.extractor, provider: payload.provider }),
  );
  if (!resolved) return;
  const extractorId = resolved.row!.id;
  const plan = await listSessionsToExtract({ workspaceId: run.workspaceId, benchmarkId: payload.benchmarkId, extractorId });
  if (!(await startJobRun({ id: run.id, total: plan.total, progress: plan.done, result: { sessions: plan.total, skipped: plan.done, extractorId } }))) return;
  if (plan.pending.length === 0) {
    await finishJobRun({ id: run.id, status: "completed", result: { planned: true } });
    return;
  }
  const size = chunkSize(payload.provider, resolved.extractor.concurrency);
  const chunks: string[][] = [];
  for (let i = 0; i < plan.pending.length; i += size) chunks.push(plan.pending.slice(i, i + size));
  await markJobRunPlanned({
    id: run.id,
    chunks: chunks.length,
    enqueue: (tx) =>
      ctx.boss.insert(
        chunks.map((sessionIds) => ({ name: QUEUES.extractChunk, data: { jobRunId: run.id, sessionIds } })),
        { db: prismaExecutor(tx) },
      ),
  });
  ctx.log(`job ${run.id}: ${plan.pending.length} of ${plan.total} sessions to extract in ${chunks.length} chunks`);
}

// Extracts one chunk. Sessions finished by an earlier attempt are skipped; the job completes when
// no session in scope lacks a sheet, whichever worker gets there.
export async function runExtractChunk(ctx: HandlerContext): Promise<void> {
  const job = await loadJob(ctx);
  if (!job || job.run.status !== "running") return;
  const { run, payload } = job;
  const resolved = await failOnBadRequest(run.id, () =>
    resolveExtractor({ workspaceId: run.workspaceId, spec: payload.extractor, provider: payload.provider }),
  );
  if (!resolved) return;
  const extractorId = resolved.row!.id;
  const result = await withHeartbeat(ctx, () =>
    failOnBadRequest(run.id, () =>
      extractSessions({
        workspaceId: run.workspaceId,
        extractorId,
        extractor: resolved.extractor,
        sessionIds: ctx.data.sessionIds ?? [],
        jobRunId: run.id,
        worker: ctx.worker,
        signal: ctx.signal,
      }),
    ).catch(async (error: unknown) => {
      await noteJobRunError({ id: run.id, error: `a chunk failed and will be retried: ${(error as Error).message}` });
      throw error;
    }),
  );
  if (!result || result.stopped === "cancelled") return;
  if (result.stopped === "aborted") throw new WorkerStopping();
  const remaining = await countSessionsWithoutSheet({ workspaceId: run.workspaceId, benchmarkId: payload.benchmarkId, extractorId });
  if (remaining === 0 && (await finishJobRun({ id: run.id, status: "completed" }))) ctx.log(`job ${run.id}: completed`);
}
