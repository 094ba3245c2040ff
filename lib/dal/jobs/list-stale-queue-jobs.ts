import "server-only";
import { getDb } from "@/lib/db/prisma";
import { QUEUE_SCHEMA } from "@/lib/jobs/job-queue";

// Queue jobs still marked active whose handler has not beaten for staleMs: their worker died
// (SIGKILL, power loss). Reads pg-boss's job table; failing them goes through pg-boss's API.
export async function listStaleQueueJobs(input: { queues: string[]; staleMs: number }): Promise<{ name: string; id: string; jobRunId: string }[]> {
  if (QUEUE_SCHEMA !== "pgboss") throw new Error("listStaleQueueJobs reads the pgboss schema");
  return getDb().$queryRaw<{ name: string; id: string; jobRunId: string }[]>`
    SELECT j.name, j.id::text AS id, r.id AS "jobRunId"
    FROM pgboss.job j
    JOIN "JobRun" r ON r.id = j.data->>'jobRunId'
    WHERE j.state = 'active'
      AND j.name = ANY(${input.queues}::text[])
      AND GREATEST(j.started_on, COALESCE((r."result"->'heartbeats'->>(j.id::text))::timestamptz, j.started_on))
          < CURRENT_TIMESTAMP - make_interval(secs => ${input.staleMs / 1000}::float8)`;
}
