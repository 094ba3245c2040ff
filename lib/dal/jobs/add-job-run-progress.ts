import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

const MAX_NOTES = 200;

// Adds to a job's counters in one statement, so workers finishing units of the same job at once
// never lose an update: progress += done, result[key] += n for each increment, the worker's own
// tally, and up to MAX_NOTES notes (e.g. why a session passed through).
export async function addJobRunProgress(
  db: Prisma.TransactionClient | PrismaClient,
  input: { id: string; done: number; increments: Record<string, number>; worker: string; notes?: unknown[] },
): Promise<void> {
  const increments = JSON.stringify(input.increments);
  const notes = JSON.stringify(input.notes ?? []);
  await db.$executeRaw`
    UPDATE "JobRun" SET
      "progress" = "progress" + ${input.done}::int,
      "updatedAt" = timezone('UTC', now()),
      "result" = COALESCE("result", '{}'::jsonb)
        || (SELECT COALESCE(jsonb_object_agg(k, COALESCE(("result"->>k)::numeric, 0) + v::numeric), '{}'::jsonb)
            FROM jsonb_each_text(${increments}::jsonb) AS inc(k, v))
        || jsonb_build_object('workers', COALESCE("result"->'workers', '{}'::jsonb)
            || jsonb_build_object(${input.worker}::text, COALESCE(("result"->'workers'->>${input.worker}::text)::numeric, 0) + ${input.done}::int))
        || jsonb_build_object('notes', CASE
            WHEN jsonb_array_length(COALESCE("result"->'notes', '[]'::jsonb)) >= ${MAX_NOTES}::int THEN COALESCE("result"->'notes', '[]'::jsonb)
            ELSE COALESCE("result"->'notes', '[]'::jsonb) || ${notes}::jsonb END)
    WHERE "id" = ${input.id}`;
}

// For jobs whose progress is a position rather than a count (an import's bytes read).
export async function setJobRunProgress(db: PrismaClient = getDb(), input: { id: string; progress: number; total?: number }): Promise<void> {
  await db.jobRun.updateMany({
    where: { id: input.id, status: "running" },
    data: { progress: input.progress, ...(input.total !== undefined ? { total: input.total } : {}) },
  });
}
