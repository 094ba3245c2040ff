import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

// Marks a queued (or resumed) job running. Returns false when it was cancelled or has finished,
// in which case the handler does nothing.
export async function startJobRun(input: { id: string; total?: number | null; progress?: number; result?: Prisma.InputJsonObject }): Promise<boolean> {
  const db = getDb();
  const { count } = await db.jobRun.updateMany({
    where: { id: input.id, status: { in: ["queued", "running"] } },
    data: {
      status: "running",
      ...(input.total !== undefined ? { total: input.total } : {}),
      ...(input.progress !== undefined ? { progress: input.progress } : {}),
    },
  });
  if (count === 0) return false;
  // The first start wins the start time; a retry keeps it, so the rate stays honest.
  await db.$executeRaw`UPDATE "JobRun" SET "startedAt" = COALESCE("startedAt", timezone('UTC', now())) WHERE "id" = ${input.id}`;
  if (input.result) {
    await db.$executeRaw`UPDATE "JobRun" SET "result" = COALESCE("result", '{}'::jsonb) || ${JSON.stringify(input.result)}::jsonb WHERE "id" = ${input.id}`;
  }
  return true;
}
