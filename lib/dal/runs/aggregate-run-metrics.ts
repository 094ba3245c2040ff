import "server-only";
import { getDb } from "@/lib/db/prisma";

export type RunAggregate = {
  runId: string;
  results: number;
  judged: number;
  correct: number;
  readerTokensMean: number | null;
  evidenceCoverageMean: number | null;
  // Session recall_any@10 as lib/metrics/retrieval-metrics.ts defines it: a question counts when
  // one of its answer sessions is among the first 10 distinct sessions retrieved (the official
  // cutoff widens past repeated sessions). Abstention questions and questions without known
  // answer sessions are not scored. recallAt10 is null when no question was scored.
  recallN: number;
  recallAt10: number | null;
  // The same at the run's own k (its configuration's k: what its reader received), 10 for a run
  // that names no k, so a k = 5 run is reported as recall_any@5.
  recallK: number;
  recallAtK: number | null;
};

type Row = Omit<RunAggregate, "recallAt10" | "recallAtK"> & { recallHits: number; recallHitsAtK: number };

// Per-run metrics computed in the database, so a list of many 500-question runs does not ship
// every result and its ranking to the server. withRecall = false skips the ranking scan.
// lib/dal/runs/run-metrics.int.test.ts checks these numbers against the TypeScript metrics.
export async function aggregateRunMetrics(input: { workspaceId: string; runIds: string[]; withRecall?: boolean }): Promise<Map<string, RunAggregate>> {
  if (!input.runIds.length) return new Map();
  const withRecall = input.withRecall ?? true;
  const rows = await getDb().$queryRaw<Row[]>`
    SELECT rr."runId" AS "runId",
           count(*)::int AS results,
           count(rr.correct)::int AS judged,
           (count(*) FILTER (WHERE rr.correct))::int AS correct,
           avg(rr."readerInputTokens")::float8 AS "readerTokensMean",
           avg(rr."evidenceCoverage")::float8 AS "evidenceCoverageMean",
           (count(*) FILTER (WHERE rec.scored))::int AS "recallN",
           (count(*) FILTER (WHERE rec.scored AND rec."firstHit" <= 10))::int AS "recallHits",
           (count(*) FILTER (WHERE rec.scored AND rec."firstHit" <= s.k))::int AS "recallHitsAtK",
           min(s.k)::int AS "recallK"
      FROM "RunResult" rr
      JOIN "Run" r ON r.id = rr."runId"
      LEFT JOIN "Question" q ON q.id = rr."questionId"
      CROSS JOIN LATERAL (
        SELECT ${withRecall}::boolean
               AND jsonb_typeof(rr.retrieved) = 'array'
               AND coalesce(cardinality(q."answerSessionIds"), 0) > 0
               AND right(rr."questionExternalId", 4) <> '_abs' AS scored,
               CASE WHEN jsonb_typeof(r.configuration->'k') = 'number' AND (r.configuration->>'k')::float8 >= 1
                    THEN least(floor((r.configuration->>'k')::float8), 100000) ELSE 10 END AS k
      ) s
      LEFT JOIN LATERAL (
        SELECT s.scored, (
          SELECT min(n) FROM (
            SELECT sid, row_number() OVER (ORDER BY first, "firstOrd") AS n
              FROM (
                SELECT sid, min(pos) AS first, min(ord) AS "firstOrd"
                  FROM (
                    SELECT CASE WHEN jsonb_typeof(e->'externalId') = 'string' THEN e->>'externalId'
                                WHEN jsonb_typeof(e->'sessionId') = 'string' THEN e->>'sessionId' END AS sid,
                           CASE WHEN jsonb_typeof(e->'rank') = 'number' THEN (e->>'rank')::float8 ELSE ord::float8 END AS pos,
                           ord
                      FROM jsonb_array_elements(rr.retrieved) WITH ORDINALITY AS t(e, ord)
                  ) entries
                 WHERE sid IS NOT NULL
                 GROUP BY sid
              ) sessions
          ) ranked
          WHERE ranked.sid = ANY(q."answerSessionIds")
        ) AS "firstHit"
        WHERE s.scored
      ) rec ON true
     WHERE r."workspaceId" = ${input.workspaceId} AND rr."runId" = ANY(${input.runIds}::text[])
     GROUP BY rr."runId"`;
  return new Map(
    rows.map((row) => [
      row.runId,
      {
        runId: row.runId,
        results: row.results,
        judged: row.judged,
        correct: row.correct,
        readerTokensMean: row.readerTokensMean,
        evidenceCoverageMean: row.evidenceCoverageMean,
        recallN: row.recallN,
        recallAt10: row.recallN ? row.recallHits / row.recallN : null,
        recallK: row.recallK,
        recallAtK: row.recallN ? row.recallHitsAtK / row.recallN : null,
      },
    ]),
  );
}
