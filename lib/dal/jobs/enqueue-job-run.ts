import "server-only";
import pg from "pg";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { requireDatabaseUrl } from "@/lib/db/database-url";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ensureQueues, queueFor, type QueueName, type SqlExecutor } from "@/lib/jobs/job-queue";
import type { JobKind } from "@/lib/jobs/job-kinds";

type RawRunner = { $queryRawUnsafe: <T = unknown>(query: string, ...values: unknown[]) => Promise<T> };

// pg-boss hands node-pg style values: undefined for "not given" and objects for jsonb.
const toSqlValue = (value: unknown) =>
  value === undefined ? null : value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value;

export function prismaExecutor(db: RawRunner): SqlExecutor {
  return { executeSql: async (text, values = []) => ({ rows: await db.$queryRawUnsafe<unknown[]>(text, ...values.map(toSqlValue)) }) };
}

let queuesReady: Promise<void> | null = null;

// Once per process, over a short-lived plain connection: pg-boss's create_queue() returns void,
// which Prisma's raw queries cannot read.
async function createQueues(): Promise<void> {
  const client = new pg.Client({ connectionString: requireDatabaseUrl() });
  await client.connect();
  try {
    await ensureQueues(queueFor({ executeSql: (text, values) => client.query(text, values) }));
  } finally {
    await client.end();
  }
}

// Creates the JobRun and its queue job in one transaction: a job is never visible without the
// work behind it, nor queued without the record the UI shows.
export async function enqueueJobRun(input: {
  workspaceId: string;
  kind: JobKind;
  queue: QueueName;
  payload: Prisma.InputJsonValue;
  createdById: string | null;
}): Promise<{ id: string }> {
  const db = getDb();
  queuesReady ??= createQueues().catch((error: unknown) => {
    queuesReady = null;
    throw error;
  });
  await queuesReady;
  return db.$transaction(async (tx) => {
    const run = await tx.jobRun.create({
      data: { workspaceId: input.workspaceId, kind: input.kind, payload: input.payload, createdById: input.createdById },
      select: { id: true },
    });
    const queued = await queueFor(prismaExecutor(tx)).send(input.queue, { jobRunId: run.id });
    if (!queued) throw new Error(`the job queue ${input.queue} does not exist: run lore db migrate`);
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.createdById,
      action: "job.enqueued",
      targetType: "job",
      targetId: run.id,
      after: { kind: input.kind, payload: input.payload },
    });
    return run;
  });
}
