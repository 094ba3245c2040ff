import "server-only";
import { getDb } from "@/lib/db/prisma";

// Per run: the share of questions whose gold answer reached the reader, and the reader and judge
// cost recorded per question.
export async function loadRunExtras(runIds: string[]) {
  if (!runIds.length) return new Map<string, { answerInContext: number | null; costUsd: number | null }>();
  const rows = await getDb().$queryRaw<{ runId: string; answerInContext: number | null; costUsd: number | null }[]>`
    SELECT "runId",
           avg(CASE WHEN "answerInContext" IS NULL THEN NULL WHEN "answerInContext" THEN 1 ELSE 0 END)::float8 AS "answerInContext",
           sum(CASE WHEN jsonb_typeof("judgeOutput"->'reader'->'costUsd') = 'number' OR jsonb_typeof("judgeOutput"->'judge'->'costUsd') = 'number'
                    THEN coalesce(("judgeOutput"->'reader'->>'costUsd')::float8, 0) + coalesce(("judgeOutput"->'judge'->>'costUsd')::float8, 0) END)::float8 AS "costUsd"
      FROM "RunResult" WHERE "runId" = ANY(${runIds}::text[]) GROUP BY "runId"`;
  return new Map(rows.map((r) => [r.runId, r]));
}
