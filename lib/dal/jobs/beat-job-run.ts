import "server-only";
import { getDb } from "@/lib/db/prisma";

// Each queue job a handler is running keeps a heartbeat in its JobRun (result.heartbeats, keyed
// by the pg-boss job id, on the database's clock), so that a crashed worker's jobs can be told
// from slow ones and retried (listStaleQueueJobs).
export async function beatJobRun(input: { id: string; queueJobId: string }): Promise<void> {
  await getDb().$executeRaw`
    UPDATE "JobRun" SET "updatedAt" = timezone('UTC', now()),
      "result" = COALESCE("result", '{}'::jsonb) || jsonb_build_object('heartbeats',
        COALESCE("result"->'heartbeats', '{}'::jsonb) || jsonb_build_object(${input.queueJobId}::text, CURRENT_TIMESTAMP))
    WHERE "id" = ${input.id}`;
}

export async function clearJobRunBeat(input: { id: string; queueJobId: string }): Promise<void> {
  await getDb().$executeRaw`
    UPDATE "JobRun" SET "result" = jsonb_set("result", '{heartbeats}', ("result"->'heartbeats') - ${input.queueJobId}::text)
    WHERE "id" = ${input.id} AND "result" ? 'heartbeats'`;
}
