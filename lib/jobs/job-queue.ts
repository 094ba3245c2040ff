import PgBoss from "pg-boss";

// Lore's job queue is pg-boss 10.4.2 (the last release that runs on Node 20; 11+ need Node 22),
// chosen over graphile-worker 0.17.3 (its newest release for Node 20) after running both
// against the embedded server (PGlite over pglite-socket) and Debian's PostgreSQL 15, with two
// worker processes splitting 200 jobs and a worker SIGKILLed while holding a job:
// - pg-boss only polls (pollingIntervalSeconds >= 0.5); nothing depends on LISTEN/NOTIFY, which
//   PGlite does not deliver between connections. graphile-worker keeps a LISTEN connection
//   and falls back to polling there.
// - pg-boss sends unnamed statements. graphile-worker's named prepared statements collide in
//   PGlite's one shared session ("prepared statement complete_job/graphile_worker already
//   exists", the worker crashed) until noPreparedStatements is set.
// - A job held by a SIGKILLed worker: pg-boss retried it after its expiry (1.7 s embedded,
//   2.9 s on PG15 with a 3 s expiry); graphile-worker unlocks it only after a hard-coded 4 hours.
// - Both split 200 jobs exactly once between two processes on both servers (pg-boss 100/100).
//   pg-boss pauses one polling interval between fetches when a job ends quickly (200 jobs of
//   20 ms took 25 s on 4 slots, graphile-worker 2 s); Lore's units are chunks of sessions that
//   take seconds, so that does not matter here.
// - pg-boss's queue schema is plain SQL we can install in a migration (prisma/migrations/
//   20261201000000_jobs) and its send() takes a per-call executor, so a JobRun row and its
//   queue job commit in one Prisma transaction.

export const QUEUE_SCHEMA = "pgboss";

export const QUEUES = {
  // Plans an extraction: lists the sessions still without a sheet, fans out chunk jobs.
  extract: "lore-extract",
  // Extracts one chunk of sessions; several workers take chunks of one job in parallel.
  extractChunk: "lore-extract-chunk",
  importLongMemEval: "lore-import-longmemeval",
  importRun: "lore-import-run",
  retrievalExperiment: "lore-retrieval-experiment",
  study: "lore-study",
  qaExperiment: "lore-qa-experiment",
  judgeRun: "lore-judge-run",
  // Where a job lands once its retries are spent; its handler marks the JobRun failed.
  dead: "lore-dead",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

// expireInSeconds is the longest a handler may run (pg-boss fails it then); a crashed worker's
// job is noticed much sooner, by the JobRun heartbeats (lib/jobs/reclaim-stale-jobs.ts).
export const QUEUE_OPTIONS: Record<QueueName, PgBoss.Queue> = {
  [QUEUES.dead]: { name: QUEUES.dead, retryLimit: 0, retentionMinutes: 60 * 24 * 14 },
  [QUEUES.extract]: { name: QUEUES.extract, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 * 30, deadLetter: QUEUES.dead },
  [QUEUES.extractChunk]: { name: QUEUES.extractChunk, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 * 60, deadLetter: QUEUES.dead },
  [QUEUES.retrievalExperiment]: {
    name: QUEUES.retrievalExperiment,
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 60 * 60 * 12,
    deadLetter: QUEUES.dead,
  },
  [QUEUES.importLongMemEval]: {
    name: QUEUES.importLongMemEval,
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 60 * 60 * 12,
    deadLetter: QUEUES.dead,
  },
  [QUEUES.study]: { name: QUEUES.study, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 * 60 * 23, deadLetter: QUEUES.dead },
  // A reader and a judge request per question: hours for a LongMemEval-S run at a slow provider.
  [QUEUES.qaExperiment]: {
    name: QUEUES.qaExperiment,
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60 * 60 * 12,
    deadLetter: QUEUES.dead,
  },
  [QUEUES.judgeRun]: { name: QUEUES.judgeRun, retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 * 60 * 12, deadLetter: QUEUES.dead },
  [QUEUES.importRun]: { name: QUEUES.importRun, retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 * 60, deadLetter: QUEUES.dead },
};

export type QueueJobData = { jobRunId: string; sessionIds?: string[] };

export type SqlExecutor = { executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> };

// A pg-boss that talks through the given executor (a Prisma transaction) instead of its own
// pool, for sending a job in the same transaction as its JobRun. It never starts.
export function queueFor(executor: SqlExecutor): PgBoss {
  return new PgBoss({ db: executor, schema: QUEUE_SCHEMA, migrate: false, supervise: false, schedule: false });
}

// Creates the queues (a no-op when they exist; safe when several processes race) and brings
// their options up to date.
export async function ensureQueues(boss: PgBoss): Promise<void> {
  for (const name of [
    QUEUES.dead,
    QUEUES.extract,
    QUEUES.extractChunk,
    QUEUES.importLongMemEval,
    QUEUES.importRun,
    QUEUES.retrievalExperiment,
    QUEUES.study,
    QUEUES.qaExperiment,
    QUEUES.judgeRun,
  ]) {
    await boss.createQueue(name, QUEUE_OPTIONS[name]);
    await boss.updateQueue(name, QUEUE_OPTIONS[name]);
  }
}

// A worker's pg-boss with its own small pool: one connection on the embedded server (which runs
// one statement at a time anyway), a few on a real server.
export function createWorkerQueue(input: { connectionString: string; poolSize: number; pollingIntervalSeconds: number }): PgBoss {
  return new PgBoss({
    connectionString: input.connectionString,
    max: input.poolSize,
    schema: QUEUE_SCHEMA,
    application_name: "lore-worker",
    // The schema comes from Lore's migrations: pg-boss only checks its version.
    migrate: false,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: Math.max(1, Math.round(input.pollingIntervalSeconds * 10)),
    pollingIntervalSeconds: input.pollingIntervalSeconds,
  });
}
