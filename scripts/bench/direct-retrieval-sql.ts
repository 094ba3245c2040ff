// The SQL a retrieval experiment runs per question, issued directly through `pg` without Lore's
// code: the haystack's full-text scores, the top 10 sessions' turns and, with `write`, the
// results stored 20 to a statement as Lore stores them (the reader's context, here the sessions'
// turns simply joined, and the 50 best-ranked sessions). The overhead benchmark compares Lore's
// run against this.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { anyWordQuery } from "@/lib/search/full-text-query";

const SAVE_EVERY = 20;
const RECORDED = 50;

type Scored = { sessionId: string; fullText: number };

export async function runDirectRetrievalSql(
  client: pg.Client,
  input: { workspaceId: string; benchmarkId: string; questions: { id: string; externalId: string; text: string }[]; write: boolean },
) {
  const runId = randomUUID();
  if (input.write) {
    await client.query(
      `INSERT INTO "Run" (id, "workspaceId", "benchmarkId", name, kind, status, configuration) VALUES ($1, $2, $3, $4, 'retrieval', 'running', '{}'::jsonb)`,
      [runId, input.workspaceId, input.benchmarkId, `direct-sql-${runId}`],
    );
  }
  const started = performance.now();
  let scoreMs = 0;
  let writeMs = 0;
  let pending: unknown[][] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const writeStarted = performance.now();
    const values = pending.map((_, i) => `($${i * 6 + 1}, $${i * 6 + 2}, $${i * 6 + 3}, $${i * 6 + 4}, $${i * 6 + 5}, $${i * 6 + 6}::jsonb)`).join(", ");
    await client.query(
      `INSERT INTO "RunResult" (id, "runId", "questionId", "questionExternalId", "readerContext", retrieved) VALUES ${values}`,
      pending.flat(),
    );
    pending = [];
    writeMs += performance.now() - writeStarted;
  };
  for (const q of input.questions) {
    const scoreStarted = performance.now();
    const scored = await client.query<Scored>(
      `WITH q AS (SELECT websearch_to_tsquery('english', $3) AS tsq)
       SELECT h."sessionId", COALESCE(max(ts_rank(o."searchVector", q.tsq)) FILTER (WHERE o."searchVector" @@ q.tsq), 0)::float8 AS "fullText"
         FROM "HaystackSession" h JOIN "Session" s ON s.id = h."sessionId" AND s."workspaceId" = $1
         JOIN "Observation" o ON o."sessionId" = h."sessionId", q
        WHERE h."questionId" = $2 GROUP BY h."sessionId"`,
      [input.workspaceId, q.id, anyWordQuery(q.text) || "nothing"],
    );
    scoreMs += performance.now() - scoreStarted;
    const ranked = scored.rows.sort((a, b) => b.fullText - a.fullText);
    const top = ranked.slice(0, 10).map((r) => r.sessionId);
    const turns = await client.query<{ sessionId: string; role: string | null; content: string }>(
      `SELECT "sessionId", role, content FROM "Observation" WHERE "workspaceId" = $1 AND "sessionId" = ANY($2) ORDER BY "sessionId", position`,
      [input.workspaceId, top],
    );
    if (!input.write) continue;
    const bySession = new Map<string, string[]>();
    for (const t of turns.rows) bySession.set(t.sessionId, [...(bySession.get(t.sessionId) ?? []), `${t.role}: ${t.content}`]);
    const context = top.map((id) => (bySession.get(id) ?? []).join("\n")).join("\n\n");
    const retrieved = ranked.slice(0, RECORDED).map((r, i) => ({ rank: i + 1, sessionId: r.sessionId, score: r.fullText }));
    pending.push([randomUUID(), runId, q.id, q.externalId, context, JSON.stringify(retrieved)]);
    if (pending.length >= SAVE_EVERY) await flush();
  }
  await flush();
  const ms = performance.now() - started;
  return { ms, scoreMs, writeMs, turnsMs: ms - scoreMs - writeMs };
}
