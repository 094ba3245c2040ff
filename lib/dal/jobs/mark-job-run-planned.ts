import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

// Records that a job's units are queued, in the transaction that queues them (`enqueue` runs
// the queue's insert through it). Only the first planner to get here queues anything; returns
// whether that was this one.
export async function markJobRunPlanned(input: { id: string; chunks: number; enqueue: (tx: Prisma.TransactionClient) => Promise<unknown> }): Promise<boolean> {
  return getDb().$transaction(async (tx) => {
    const patch = JSON.stringify({ planned: true, chunks: input.chunks });
    const updated = await tx.$executeRaw`
      UPDATE "JobRun" SET "result" = COALESCE("result", '{}'::jsonb) || ${patch}::jsonb, "updatedAt" = timezone('UTC', now())
      WHERE "id" = ${input.id} AND "status" = 'running' AND NOT COALESCE(("result"->>'planned')::boolean, false)`;
    if (updated === 0) return false;
    await input.enqueue(tx);
    return true;
  });
}
