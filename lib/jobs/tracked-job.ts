import type { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addJobRunProgress, setJobRunProgress } from "@/lib/dal/jobs/add-job-run-progress";
import { finishJobRun, noteJobRunError } from "@/lib/dal/jobs/finish-job-run";
import { getJobRun, type JobRunRecord } from "@/lib/dal/jobs/get-job-run";
import { startJobRun } from "@/lib/dal/jobs/start-job-run";
import { WorkerStopping, withHeartbeat, type HandlerContext } from "@/lib/jobs/handler-context";
import { RETRIED_ATTEMPT, type JobFailure, type JobFailureOf } from "@/lib/jobs/job-failure";
import { storableJobError } from "@/lib/jobs/safe-job-error";
import { watchCancellation } from "@/lib/jobs/watch-cancellation";

export type { JobRunRecord };

// What a job needs from whoever runs it: a queue worker's handler context, or an in-process
// runner (the CLI) that made its own JobRun.
export type JobContext = Pick<HandlerContext, "data" | "queueJobId" | "signal" | "worker" | "log" | "heartbeatMs">;

// How the body ended: done (with a result to merge), failed (expected, told to the user), or
// left as it is (stopped between units, cancelled, or another worker will finish it).
export type JobEnd = { status: "completed"; result?: Prisma.InputJsonObject } | ({ status: "failed" } & JobFailure) | { status: "left" };

// Counts units into the job inside the caller's transaction, so that a unit written and counted
// commit together and a retried unit is never counted twice.
export type JobCounter = (tx: Prisma.TransactionClient, count: { done: number; increments: Record<string, number>; notes?: unknown[] }) => Promise<void>;

export type TrackedJob<P> = {
  run: JobRunRecord;
  payload: P;
  // True once someone cancelled the job (polled twice a second).
  cancelled: () => boolean;
  // True once the job was cancelled or its worker is stopping: a body stops between units.
  shouldStop: () => boolean;
  // Progress as a position. Writes go one after another, so the last one written is the last
  // one made; at most one every 500 ms unless forced.
  progress: (done: number, total: number, force?: boolean) => Promise<void>;
  // The same as a loop's onProgress callback: the last unit's progress is always written.
  reportProgress: (done: number, total: number) => void;
  // Progress as counts, in a transaction (see JobCounter).
  count: JobCounter;
  // Marks the job running with what is known at that point; false when it was cancelled or ended.
  start: (known?: { total?: number | null; progress?: number; result?: Prisma.InputJsonObject }) => Promise<boolean>;
};

export type TrackedJobOptions<S extends z.ZodType> = {
  schema: S;
  // A chunk only joins a job its planner started; every other job also takes a queued one.
  join?: "queued-or-running" | "running";
  // Mark the job running before the body (the default), or let the body do it (job.start) once
  // it knows the total.
  start?: boolean;
  heartbeat?: boolean;
  // The thrown errors that fail the job at once; anything else is retried.
  failOn?: JobFailureOf;
};

export type TrackedJobOutcome = { end: JobEnd; ended: boolean; error?: unknown };

// The one place a job's bookkeeping is done, for every queue handler and in-process runner: load
// its JobRun, skip it when it is no longer runnable, validate the payload, mark it running, keep
// its heartbeat, watch for cancellation, write progress, and end it. Domain code gets callbacks
// (cancelled, progress, count), never the job's id. An expected failure is stored as a code and a
// safe sentence; an unexpected one is logged whole, noted generically and rethrown for the
// queue's retry. Returns null when the job was not run, else how it ended and whether this call
// ended it.
export async function runTrackedJob<S extends z.ZodType>(
  ctx: JobContext,
  options: TrackedJobOptions<S>,
  body: (job: TrackedJob<z.infer<S>>) => Promise<JobEnd>,
): Promise<TrackedJobOutcome | null> {
  const run = await getJobRun({ id: ctx.data.jobRunId });
  const runnable = options.join === "running" ? ["running"] : ["queued", "running"];
  if (!run || !runnable.includes(run.status)) return null;
  const payload = options.schema.parse(run.payload) as z.infer<S>;
  if (options.start !== false && !(await startJobRun({ id: run.id }))) return null;
  const watch = watchCancellation(run.id, 500);
  let lastWrite = 0;
  let writes = Promise.resolve();
  const job: TrackedJob<z.infer<S>> = {
    run,
    payload,
    cancelled: watch.cancelled,
    shouldStop: () => ctx.signal.aborted || watch.cancelled(),
    progress: (done, total, force = false) => {
      if (!force && Date.now() - lastWrite < 500) return writes;
      lastWrite = Date.now();
      writes = writes.then(() => setJobRunProgress(undefined, { id: run.id, progress: done, total })).catch(() => {});
      return writes;
    },
    reportProgress: (done, total) => void job.progress(done, total, done === total),
    count: (tx, count) => addJobRunProgress(tx, { id: run.id, worker: ctx.worker, ...count }),
    start: (known = {}) => startJobRun({ id: run.id, ...known }),
  };
  try {
    let end: JobEnd;
    let thrown: unknown;
    try {
      end = options.heartbeat === false ? await body(job) : await withHeartbeat(ctx, () => body(job));
    } catch (error) {
      if (error instanceof WorkerStopping) throw error;
      const failure = options.failOn?.(error) ?? null;
      if (!failure) {
        ctx.log(`job ${run.id}: attempt failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        await noteJobRunError({ id: run.id, error: RETRIED_ATTEMPT.message, errorCode: RETRIED_ATTEMPT.code }).catch(() => {});
        throw error;
      }
      end = { status: "failed", ...failure };
      thrown = error;
    }
    await writes;
    return { end, ended: await endJob(ctx, run.id, end, watch.cancelled()), ...(thrown !== undefined ? { error: thrown } : {}) };
  } finally {
    watch.stop();
  }
}

async function endJob(ctx: JobContext, id: string, end: JobEnd, cancelled: boolean): Promise<boolean> {
  if (end.status === "completed") return !cancelled && finishJobRun({ id, status: "completed", result: end.result ?? {} });
  if (end.status === "left") return false;
  const message = storableJobError(end.message);
  ctx.log(`job ${id}: failed (${end.code}): ${end.message}`);
  return finishJobRun({ id, status: "failed", error: message, errorCode: end.code });
}
