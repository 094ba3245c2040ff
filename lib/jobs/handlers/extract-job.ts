import { listSessionsToExtract, countSessionsWithoutSheet } from "@/lib/dal/sessions/list-sessions-to-extract";
import { prismaExecutor } from "@/lib/dal/jobs/enqueue-job-run";
import { markJobRunPlanned } from "@/lib/dal/jobs/mark-job-run-planned";
import { env } from "@/lib/env";
import { ProviderConfigError } from "@/lib/extraction/openai-chat-extractor";
import { WorkerStopping, type HandlerContext } from "@/lib/jobs/handler-context";
import { appErrorFailure, type JobFailureOf } from "@/lib/jobs/job-failure";
import { extractJobPayloadSchema } from "@/lib/jobs/job-kinds";
import { QUEUES } from "@/lib/jobs/job-queue";
import { runTrackedJob } from "@/lib/jobs/tracked-job";
import { resolveExtractor } from "@/lib/services/extraction/resolve-extractor";
import { extractSessions } from "@/lib/services/extraction/run-extraction";

// Sessions per chunk job: a model extractor's chunk keeps its concurrency busy a couple of
// times over, so several workers share a job; the offline one is fast and takes more at once.
function chunkSize(provider: "offline" | "openai", concurrency: number): number {
  const fromEnv = env().LORE_EXTRACT_CHUNK_SIZE;
  if (fromEnv !== undefined) return fromEnv;
  return provider === "openai" ? Math.max(4, concurrency * 2) : 200;
}

// A problem with the request itself (unknown model, extractor made with another model): the job
// fails at once with the reason instead of being retried.
const badRequest: JobFailureOf = (error) =>
  error instanceof ProviderConfigError ? { code: "PROVIDER_CONFIG", message: error.message } : appErrorFailure(error);

// Plans an extraction: counts the sessions in scope, then queues the ones without a sheet as
// chunk jobs, in the same transaction that marks the job planned, so a retried planner never
// queues a session twice.
export async function planExtractJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, { schema: extractJobPayloadSchema, start: false, heartbeat: false, failOn: badRequest }, async ({ run, payload, start }) => {
    if ((run.result as { planned?: boolean } | null)?.planned) return { status: "left" };
    const resolved = await resolveExtractor({ workspaceId: run.workspaceId, spec: payload.extractor, provider: payload.provider });
    const extractorId = resolved.row!.id;
    const plan = await listSessionsToExtract({ workspaceId: run.workspaceId, benchmarkId: payload.benchmarkId, extractorId });
    if (!(await start({ total: plan.total, progress: plan.done, result: { sessions: plan.total, skipped: plan.done, extractorId } })))
      return { status: "left" };
    if (plan.pending.length === 0) return { status: "completed", result: { planned: true } };
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
    return { status: "left" };
  });
}

// Extracts one chunk of a job its planner started. Sessions finished by an earlier attempt are
// skipped; the job completes when no session in scope lacks a sheet, whichever worker gets there.
export async function runExtractChunk(ctx: HandlerContext): Promise<void> {
  const outcome = await runTrackedJob(
    ctx,
    { schema: extractJobPayloadSchema, join: "running", start: false, failOn: badRequest },
    async ({ run, payload, cancelled, count }) => {
      const resolved = await resolveExtractor({ workspaceId: run.workspaceId, spec: payload.extractor, provider: payload.provider });
      const extractorId = resolved.row!.id;
      const result = await extractSessions({
        workspaceId: run.workspaceId,
        extractorId,
        extractor: resolved.extractor,
        sessionIds: ctx.data.sessionIds ?? [],
        signal: ctx.signal,
        cancelled,
        count,
      });
      if (result.stopped === "cancelled") return { status: "left" };
      if (result.stopped === "aborted") throw new WorkerStopping();
      const remaining = await countSessionsWithoutSheet({ workspaceId: run.workspaceId, benchmarkId: payload.benchmarkId, extractorId });
      return remaining === 0 ? { status: "completed" } : { status: "left" };
    },
  );
  if (outcome?.end.status === "completed" && outcome.ended) ctx.log(`job ${ctx.data.jobRunId}: completed`);
}
