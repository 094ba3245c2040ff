import type { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { setJobRunProgress } from "@/lib/dal/jobs/add-job-run-progress";
import { finishJobRun } from "@/lib/dal/jobs/finish-job-run";
import { getJobRun } from "@/lib/dal/jobs/get-job-run";
import { startJobRun } from "@/lib/dal/jobs/start-job-run";
import type { HandlerContext } from "@/lib/jobs/handler-context";
import { watchCancellation } from "@/lib/jobs/watch-cancellation";

export type JobRunRecord = NonNullable<Awaited<ReturnType<typeof getJobRun>>>;

export type TrackedJob<P> = {
  run: JobRunRecord;
  payload: P;
  // True once someone cancelled the job (polled once a second).
  cancelled: () => boolean;
  // Progress writes go one after another, so the last one written is the last one made; at most
  // one every 500 ms unless forced.
  progress: (done: number, total: number, force?: boolean) => Promise<void>;
};

// The bookkeeping every single-unit job shares: load its JobRun, skip it when it is no longer
// queued or running, validate the payload, mark it running, watch for cancellation and write
// progress. The body returns the result to record, or null when it stopped early.
export async function runTrackedJob<S extends z.ZodType>(
  ctx: HandlerContext,
  schema: S,
  body: (job: TrackedJob<z.infer<S>>) => Promise<Prisma.InputJsonObject | null>,
): Promise<void> {
  const run = await getJobRun({ id: ctx.data.jobRunId });
  if (!run || (run.status !== "queued" && run.status !== "running")) return;
  const payload = schema.parse(run.payload);
  if (!(await startJobRun({ id: run.id }))) return;
  const watch = watchCancellation(run.id);
  let lastWrite = 0;
  let writes = Promise.resolve();
  const progress = (done: number, total: number, force = false) => {
    if (!force && Date.now() - lastWrite < 500) return writes;
    lastWrite = Date.now();
    writes = writes.then(() => setJobRunProgress(undefined, { id: run.id, progress: done, total })).catch(() => {});
    return writes;
  };
  try {
    const result = await body({ run, payload, cancelled: watch.cancelled, progress });
    await writes;
    if (result && !watch.cancelled()) await finishJobRun({ id: run.id, status: "completed", result });
  } finally {
    watch.stop();
  }
}

export async function failJobRun(id: string, error: string): Promise<void> {
  await finishJobRun({ id, status: "failed", error });
}
