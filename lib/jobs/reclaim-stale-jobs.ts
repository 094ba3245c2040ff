import type PgBoss from "pg-boss";
import { listStaleQueueJobs } from "@/lib/dal/jobs/list-stale-queue-jobs";
import { QUEUES } from "@/lib/jobs/job-queue";

// A queue job whose handler stopped beating (its worker was killed) is failed through pg-boss,
// which retries it at once on any worker, instead of waiting out its expiry (up to hours for an
// import). A slow but live handler keeps beating and is left alone; were one reclaimed anyway,
// running its units twice is harmless, because every unit is idempotent.
export async function reclaimStaleJobs(boss: PgBoss, input: { staleMs: number; log: (line: string) => void }): Promise<number> {
  const stale = await listStaleQueueJobs({ queues: [QUEUES.extract, QUEUES.extractChunk, QUEUES.importLongMemEval], staleMs: input.staleMs });
  for (const job of stale) {
    await boss.fail(job.name, job.id, { message: `its worker stopped: no heartbeat for ${Math.round(input.staleMs / 1000)} s` });
    input.log(`job ${job.jobRunId}: retrying ${job.name} ${job.id}, whose worker stopped`);
  }
  return stale.length;
}
