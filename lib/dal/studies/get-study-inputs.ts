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

// "NAME@VERSION" -> a fingerprint of that extractor's sheets (undefined: no such extractor).
export async function getExtractorFingerprints(input: { workspaceId: string; labels: string[] }, db: Db = getDb()): Promise<Record<string, string | undefined>> {
  const result: Record<string, string | undefined> = {};
  for (const label of new Set(input.labels)) {
    const at = label.lastIndexOf("@");
    const [row] = await db.$queryRaw<{ fingerprint: string | null }[]>`
      SELECT encode(sha256(convert_to(e.id || ':' || coalesce(string_agg(f."sessionId" || '=' || md5(f.text), ',' ORDER BY f."sessionId", f.id), ''), 'UTF8')), 'hex') AS fingerprint
        FROM "Extractor" e
        LEFT JOIN "FactSheet" f ON f."extractorId" = e.id
       WHERE e."workspaceId" = ${input.workspaceId} AND e.name = ${label.slice(0, at)} AND e.version = ${label.slice(at + 1)}
       GROUP BY e.id`;
    result[label] = row?.fingerprint ?? undefined;
  }
  return result;
}

// The accepted memories a memories set-up reads (null: there are none).
export async function getMemoriesFingerprint(input: { workspaceId: string }): Promise<string | null> {
  const [row] = await getDb().$queryRaw<{ n: number; fingerprint: string | null }[]>`
    SELECT count(*)::int AS n,
           encode(sha256(convert_to(coalesce(string_agg(m.id || '=' || md5(m.body), ',' ORDER BY m.id), ''), 'UTF8')), 'hex') AS fingerprint
      FROM "Memory" m
     WHERE m."workspaceId" = ${input.workspaceId} AND m.status = 'active'`;
  return row && row.n > 0 ? row.fingerprint : null;
}
