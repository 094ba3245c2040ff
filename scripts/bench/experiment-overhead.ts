// Retrieval-experiment overhead: Lore's `experiment retrieval` over synthetic S-scale questions
// against running the same SQL directly (the haystack scoring query and the reader's session
// turns per question) without Lore's code, on the same database in the same run.
//
//   node --conditions=react-server --import tsx scripts/bench/experiment-overhead.ts [--questions N]
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { getDb } from "@/lib/db/prisma";
import { runRetrievalExperiment } from "@/lib/experiments/run-retrieval-experiment";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { writeSyntheticDataset } from "@/lib/longmemeval/synthetic/write-synthetic-dataset";
import { anyWordQuery } from "@/lib/search/full-text-query";
import { machine, withBenchDatabase } from "./bench-database";

const { values } = parseArgs({ options: { questions: { type: "string", default: "500" } } });
const questions = Number(values.questions);
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

await withBenchDatabase(async () => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-overhead-")), "s.json");
  await writeSyntheticDataset({ out: file, scale: "s", seed: 3, from: 0, to: questions });
  const workspace = await createWorkspace({ name: "Overhead" });
  const imported = await importLongMemEval({ workspaceId: workspace.id, benchmark: "s", paths: [file] });
  log(`imported ${imported.questions} questions, ${imported.turns} turns`);
  const benchmark = await getDb().benchmark.findFirstOrThrow({ where: { workspaceId: workspace.id }, select: { id: true } });

  let started = performance.now();
  const summary = await runRetrievalExperiment({
    workspaceId: workspace.id, benchmarkId: benchmark.id, name: "overhead", representation: { kind: "sessions" },
    retriever: "fulltext", k: 10, budget: null, encoding: "o200k_base", actorId: null,
  });
  const loreSeconds = (performance.now() - started) / 1000;

  const rows = await getDb().question.findMany({ where: { benchmarkId: benchmark.id }, select: { id: true, text: true } });
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  started = performance.now();
  for (const q of rows) {
    const scored = await client.query<{ sessionId: string; fullText: number }>(
      `WITH q AS (SELECT websearch_to_tsquery('english', $3) AS tsq)
       SELECT h."sessionId", COALESCE(max(ts_rank(o."searchVector", q.tsq)) FILTER (WHERE o."searchVector" @@ q.tsq), 0)::float8 AS "fullText"
         FROM "HaystackSession" h JOIN "Session" s ON s.id = h."sessionId" AND s."workspaceId" = $1
         JOIN "Observation" o ON o."sessionId" = h."sessionId", q
        WHERE h."questionId" = $2 GROUP BY h."sessionId"`,
      [workspace.id, q.id, anyWordQuery(q.text) || "nothing"],
    );
    const top = scored.rows.sort((a, b) => b.fullText - a.fullText).slice(0, 10).map((r) => r.sessionId);
    await client.query(`SELECT "sessionId", role, content FROM "Observation" WHERE "workspaceId" = $1 AND "sessionId" = ANY($2) ORDER BY "sessionId", position`, [workspace.id, top]);
  }
  const directSeconds = (performance.now() - started) / 1000;
  await client.end();

  const result = {
    benchmark: "experiment-overhead",
    command: `node --conditions=react-server --import tsx scripts/bench/experiment-overhead.ts --questions ${questions}`,
    machine: machine(),
    date: new Date().toISOString(),
    questions: rows.length,
    turns: imported.turns,
    retriever: "fulltext",
    k: 10,
    loreSeconds: Number(loreSeconds.toFixed(1)),
    loreSecondsPerQuestion: Number((loreSeconds / rows.length).toFixed(3)),
    directSeconds: Number(directSeconds.toFixed(1)),
    directSecondsPerQuestion: Number((directSeconds / rows.length).toFixed(3)),
    overhead: Number((loreSeconds / directSeconds).toFixed(2)),
    recallAny10: summary.recallAny["10"] ?? null,
    note: "Lore's side also counts reader tokens, scores evidence coverage with the detail-loss library and writes results; the direct side runs only the SQL.",
  };
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/experiment-overhead.json", JSON.stringify(result, null, 2));
  console.log(`| measurement | questions | Lore s/question | direct SQL s/question | overhead | target |\n| --- | --- | --- | --- | --- | --- |\n| retrieval experiment (full text, k=10) | ${rows.length} | ${result.loreSecondsPerQuestion} | ${result.directSecondsPerQuestion} | ${result.overhead}x | <= 1.5x |`);
});
