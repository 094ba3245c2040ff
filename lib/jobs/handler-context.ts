import type PgBoss from "pg-boss";
import { beatJobRun, clearJobRunBeat } from "@/lib/dal/jobs/beat-job-run";
import type { QueueJobData } from "@/lib/jobs/job-queue";

export type HandlerContext = {
  queueJobId: string;
  data: QueueJobData;
  // Aborts when the worker is stopping: the handler stops between units and throws, so the
  // queue retries the job elsewhere.
  signal: AbortSignal;
  // Who did the work, as the job's result tallies it (host:pid, plus a suffix per instance).
  worker: string;
  boss: PgBoss;
  log: (line: string) => void;
  heartbeatMs: number;
};

export class WorkerStopping extends Error {
  constructor() {
    super("the worker stopped before the job finished; it will be retried");
  }
}

// Keeps the job's heartbeat fresh while fn runs, so a crashed worker's job can be told apart
// from a slow one (reclaimStaleJobs).
export async function withHeartbeat<T>(ctx: Pick<HandlerContext, "data" | "queueJobId" | "log" | "heartbeatMs">, fn: () => Promise<T>): Promise<T> {
  const beat = () =>
    beatJobRun({ id: ctx.data.jobRunId, queueJobId: ctx.queueJobId }).catch((error: unknown) => ctx.log(`heartbeat failed: ${(error as Error).message}`));
  await beat();
  const timer = setInterval(() => void beat(), ctx.heartbeatMs);
  try {
    return await fn();
  } finally {
    clearInterval(timer);
    await clearJobRunBeat({ id: ctx.data.jobRunId, queueJobId: ctx.queueJobId }).catch(() => {});
  }
}
