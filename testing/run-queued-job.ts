import { getDb } from "@/lib/db/prisma";
import { startJobWorker, type JobWorker } from "@/lib/jobs/worker";

/**
 * Starts a job worker (kept in `workers` for the caller's afterEach to stop) and waits, up to a
 * minute, for the workspace's first job of `kind` to leave queued/running; returns that job.
 */
export async function runQueuedJob(input: { workspaceId: string; kind: string; workers: JobWorker[] }) {
  process.env.LORE_WORKER_POLL_SECONDS = "0.5";
  input.workers.push(await startJobWorker({ connectionString: process.env.DATABASE_URL!, log: () => {} }));
  const firstJob = async () => (await getDb().jobRun.findMany({ where: { workspaceId: input.workspaceId, kind: input.kind } }))[0]!;
  const started = Date.now();
  let job = await firstJob();
  while (["queued", "running"].includes(job.status) && Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await firstJob();
  }
  return job;
}
