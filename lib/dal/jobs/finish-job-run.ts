import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

// Ends a job unless it already ended (a cancelled job stays cancelled), merging `result` into
// what the handlers recorded. Returns whether this call ended it. `error` is a sentence safe to
// show and `errorCode` says what failed; both keep what an earlier attempt noted when absent.
export async function finishJobRun(input: {
  id: string;
  status: "completed" | "failed";
  error?: string;
  errorCode?: string;
  result?: Prisma.InputJsonObject;
}): Promise<boolean> {
  const count = await getDb().$executeRaw`
    UPDATE "JobRun" SET
      "status" = ${input.status}::"JobStatus",
      "finishedAt" = timezone('UTC', now()),
      "updatedAt" = timezone('UTC', now()),
      "error" = COALESCE(${input.error?.slice(0, 2000) ?? null}::text, "error"),
      "errorCode" = COALESCE(${input.errorCode ?? null}::text, "errorCode"),
      "result" = COALESCE("result", '{}'::jsonb) || ${JSON.stringify(input.result ?? {})}::jsonb
    WHERE "id" = ${input.id} AND "status" IN ('queued', 'running')`;
  return count === 1;
}

// The last error of an attempt that will be retried: shown while the job carries on.
export async function noteJobRunError(input: { id: string; error: string; errorCode?: string }): Promise<void> {
  await getDb().jobRun.updateMany({ where: { id: input.id }, data: { error: input.error.slice(0, 2000), errorCode: input.errorCode ?? null } });
}
