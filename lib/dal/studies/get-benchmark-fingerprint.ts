import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

type Db = Pick<Prisma.TransactionClient, "$queryRaw">;
// What a study's configuration hashes are taken over, read from the database: the benchmark's
// questions (ids, types, text, answers, dates, answer and haystack sessions, in order), each named
// extractor's fact sheets, and the workspace's accepted memories. A re-import that changes any
// of them changes the hash, so an old run is not reused for new data.
export async function getBenchmarkFingerprint(input: { benchmarkId: string }, db: Db = getDb()): Promise<{ questions: number; fingerprint: string }> {
  const [row] = await db.$queryRaw<{ questions: number; fingerprint: string | null }[]>`
    SELECT count(*)::int AS questions,
           encode(sha256(convert_to(coalesce(string_agg(q.line, E'\n' ORDER BY q."externalId"), ''), 'UTF8')), 'hex') AS fingerprint
      FROM (
        SELECT q."externalId",
               concat_ws(E'\t', q."externalId", q.type, md5(q.text), md5(q.answer), coalesce(q."questionDate", ''), q."isAbstention"::text,
                         array_to_string(q."answerSessionIds", ','),
                         (SELECT string_agg(s."externalId", ',' ORDER BY h.position) FROM "HaystackSession" h JOIN "Session" s ON s.id = h."sessionId" WHERE h."questionId" = q.id)) AS line
          FROM "Question" q
         WHERE q."benchmarkId" = ${input.benchmarkId}
      ) q`;
  return { questions: row?.questions ?? 0, fingerprint: row?.fingerprint ?? "" };
}
