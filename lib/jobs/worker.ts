import os from "node:os";
import type PgBoss from "pg-boss";
import type { HandlerContext } from "@/lib/jobs/handler-context";
import { planExtractJob, runExtractChunk } from "@/lib/jobs/handlers/extract-job";
import { runImportLongMemEvalJob } from "@/lib/jobs/handlers/import-longmemeval-job";
import { runImportRunJob } from "@/lib/jobs/handlers/import-run-job";
import { runJudgeRunJob } from "@/lib/jobs/handlers/judge-run-job";
import { runQaExperimentJob } from "@/lib/jobs/handlers/qa-experiment-job";
import { runRetrievalExperimentJob } from "@/lib/jobs/handlers/retrieval-experiment-job";
import { runStudyJob } from "@/lib/jobs/handlers/study-job";
import { createWorkerQueue, ensureQueues, QUEUES, type QueueJobData, type QueueName } from "@/lib/jobs/job-queue";
import { reclaimStaleJobs } from "@/lib/jobs/reclaim-stale-jobs";
import { runTrackedJob } from "@/lib/jobs/tracked-job";
import { z } from "@/lib/zod";
import { env } from "@/lib/env";

export type WorkerOptions = {
  connectionString: string;
  log: (line: string) => void;
  // Chunk jobs this process works on at once (LORE_WORKER_CONCURRENCY, default 2); each chunk
  // also bounds its own model requests (LORE_LLM_CONCURRENCY, shared by the whole process).
  concurrency?: number;
  pollingIntervalSeconds?: number;
  heartbeatMs?: number;
  // A job without a heartbeat for this long is taken to have lost its worker.
  staleMs?: number;
  poolSize?: number;
};

export type JobWorker = { id: string; stop: () => Promise<void> };

let instances = 0;

// When a job's retries are spent its queue job lands here: the JobRun is marked failed with the
// last error (and code) an attempt noted.
async function failDeadJob(ctx: HandlerContext): Promise<void> {
  await runTrackedJob(ctx, { schema: z.unknown(), start: false, heartbeat: false }, async ({ run }) => ({
    status: "failed",
    code: run.errorCode ?? "FAILED_EVERY_ATTEMPT",
    message: run.error ?? "the job failed on every attempt",
  }));
}

const HANDLERS: Record<QueueName, (ctx: HandlerContext) => Promise<void>> = {
  [QUEUES.extract]: planExtractJob,
  [QUEUES.extractChunk]: runExtractChunk,
  [QUEUES.importLongMemEval]: runImportLongMemEvalJob,
  [QUEUES.importRun]: runImportRunJob,
  [QUEUES.retrievalExperiment]: runRetrievalExperimentJob,
  [QUEUES.study]: runStudyJob,
  [QUEUES.qaExperiment]: runQaExperimentJob,
  [QUEUES.judgeRun]: runJudgeRunJob,
  [QUEUES.dead]: failDeadJob,
};

// Starts a worker: polls the queues (no LISTEN/NOTIFY), runs handlers, keeps heartbeats and
// retries the jobs of workers that died. Any number of workers, in any processes, can share one
// database; each queue job runs on one of them at a time.
export async function startJobWorker(options: WorkerOptions): Promise<JobWorker> {
  const id = `${os.hostname()}:${process.pid}${instances++ ? `:${instances}` : ""}`;
  const concurrency = options.concurrency ?? env().LORE_WORKER_CONCURRENCY;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? env().LORE_WORKER_POLL_SECONDS;
  const heartbeatMs = options.heartbeatMs ?? env().LORE_JOB_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? env().LORE_JOB_STALE_MS;
  const embedded = env().LORE_DATABASE_MODE === "embedded";
  const boss = createWorkerQueue({ connectionString: options.connectionString, poolSize: options.poolSize ?? (embedded ? 1 : 4), pollingIntervalSeconds });
  boss.on("error", (error: Error) => options.log(`[worker] queue error: ${error.message}`));
  await boss.start();
  await ensureQueues(boss);
  const controller = new AbortController();
  const log = (line: string) => options.log(`[worker ${id}] ${line}`);

  const handle = (name: QueueName) => async (jobs: PgBoss.Job<QueueJobData>[]) => {
    for (const job of jobs) {
      await HANDLERS[name]({ queueJobId: job.id, data: job.data, signal: controller.signal, worker: id, boss, log, heartbeatMs });
    }
  };
  const lanes: [QueueName, number][] = [
    [QUEUES.extract, 1],
    [QUEUES.extractChunk, concurrency],
    [QUEUES.importLongMemEval, 1],
    [QUEUES.importRun, 1],
    [QUEUES.retrievalExperiment, 1],
    [QUEUES.study, 1],
    [QUEUES.qaExperiment, 1],
    [QUEUES.judgeRun, 1],
    [QUEUES.dead, 1],
  ];
  for (const [name, count] of lanes) {
    for (let i = 0; i < count; i++) await boss.work<QueueJobData>(name, { batchSize: 1, pollingIntervalSeconds }, handle(name));
  }

  let reclaiming = false;
  const reclaim = setInterval(
    () => {
      if (reclaiming) return;
      reclaiming = true;
      reclaimStaleJobs(boss, { staleMs, log })
        .catch((error: unknown) => log(`could not check for stopped workers: ${(error as Error).message}`))
        .finally(() => (reclaiming = false));
    },
    Math.max(1_000, staleMs / 3),
  );
  log(`started: ${concurrency} chunk lane(s), polling every ${pollingIntervalSeconds} s`);

  return {
    id,
    stop: async () => {
      clearInterval(reclaim);
      // Handlers see the signal between units, write what they finished and hand the rest back.
      controller.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
      log("stopped");
    },
  };
}
