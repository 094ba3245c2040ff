// Retrieval-experiment overhead: Lore's `experiment retrieval` over synthetic S-scale questions
// against running the same SQL directly (the haystack scoring query, the reader's session turns
// and the result writes, scripts/bench/direct-retrieval-sql.ts) on the same database in the same
// run; the direct reads alone are reported beside it.
//
//   node --conditions=react-server --import tsx scripts/bench/experiment-overhead.ts
//     [--questions N] [--warmup N] [--in-process] [--sequential] [--direct-first] [--statements]
//
// By default the embedded database runs in a separate process, as `npm start` serves it to the
// CLI and workers; --in-process runs PGlite on this benchmark's own thread (the old way), where
// the database's work and Lore's cannot overlap. Before timing, the direct SQL runs over the first
// --warmup questions so neither side alone pays for a cold cache. --sequential runs Lore with its
// pipeline off (one question at a time, each save awaited): compare it in a separate run, since
// Lore's token counts are memoized per process and a second run in one process would start warm.
// --statements (database in its own process only) also reports the database's time per
// statement on each side (scripts/bench/statement-profile.ts): the same SQL's cost with and
// without Lore's process working beside it.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { getDb } from "@/lib/db/prisma";
import { runRetrievalExperiment, type ExperimentTimings } from "@/lib/services/experiments/run-retrieval-experiment";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { writeSyntheticDataset } from "@/lib/longmemeval/synthetic/write-synthetic-dataset";
import { machine, processCpuSeconds, withBenchDatabase, withBenchDatabaseProcess, type BenchDatabase } from "./bench-database";
import { runDirectRetrievalSql } from "./direct-retrieval-sql";
import type { StatementCost } from "./statement-profile";

const { values } = parseArgs({
  options: {
    questions: { type: "string", default: "500" },
    warmup: { type: "string", default: "50" },
    "in-process": { type: "boolean", default: false },
    sequential: { type: "boolean", default: false },
    "direct-first": { type: "boolean", default: false },
    statements: { type: "boolean", default: false },
  },
});
const questions = Number(values.questions);
const warmup = Number(values.warmup);
const inProcess = values["in-process"];
const pipeline = !values.sequential;
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const perQuestion = (ms: number, n: number) => Number((ms / n).toFixed(1));
if (values.statements && inProcess) throw new Error("--statements needs the database in its own process: leave out --in-process");
const statementsFile = values.statements ? path.join(mkdtempSync(path.join(os.tmpdir(), "lore-overhead-statements-")), "statements.json") : undefined;

const benchmarkRun = async (database: BenchDatabase) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-overhead-")), "s.json");
  await writeSyntheticDataset({ out: file, scale: "s", seed: 3, from: 0, to: questions });
  const workspace = await createWorkspace({ name: "Overhead" });
  const imported = await importLongMemEval({ workspaceId: workspace.id, benchmark: "s", paths: [file] });
  log(`imported ${imported.questions} questions, ${imported.turns} turns`);
  const benchmark = await getDb().benchmark.findFirstOrThrow({ where: { workspaceId: workspace.id }, select: { id: true } });
  const rows = await getDb().question.findMany({ where: { benchmarkId: benchmark.id }, select: { id: true, externalId: true, text: true } });

  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const directInput = { workspaceId: workspace.id, benchmarkId: benchmark.id };
  await runDirectRetrievalSql(client, { ...directInput, questions: rows.slice(0, warmup), write: false });

  // CPU seconds this process and (when separate) the database process spent on a side.
  const cpuMeter = () => {
    const own = process.cpuUsage();
    const db = inProcess ? null : processCpuSeconds(database.pid);
    return () => {
      const used = process.cpuUsage(own);
      const dbNow = inProcess ? null : processCpuSeconds(database.pid);
      return { bench: (used.user + used.system) / 1e6, database: db === null || dbNow === null ? null : dbNow - db };
    };
  };
  const lore = async () => {
    await database.enterPhase("lore");
    const timings: ExperimentTimings = {};
    const cpu = cpuMeter();
    const started = performance.now();
    const summary = await runRetrievalExperiment({
      workspaceId: workspace.id,
      benchmarkId: benchmark.id,
      name: pipeline ? "overhead" : "overhead-sequential",
      representation: { kind: "sessions" },
      retriever: "fulltext",
      k: 10,
      budget: null,
      encoding: "o200k_base",
      actorId: null,
      timings,
      pipeline,
    });
    const ms = performance.now() - started;
    log(`Lore (${pipeline ? "pipelined" : "sequential"}): ${(ms / 1000).toFixed(1)} s`);
    return { ms, cpu: cpu(), timings, recallAny10: summary.recallAny["10"] ?? null };
  };
  const direct = async (write: boolean) => {
    await database.enterPhase(write ? "direct" : "directReadsOnly");
    const cpu = cpuMeter();
    const measured = { ...(await runDirectRetrievalSql(client, { ...directInput, questions: rows, write })), cpu: cpu() };
    log(`direct SQL${write ? " with the result writes" : ", reads only"}: ${(measured.ms / 1000).toFixed(1)} s`);
    return measured;
  };
  // The same SQL as Lore's run (reads and result writes), and its reads alone.
  const directBoth = async () => ({ withWrites: await direct(true), readsOnly: await direct(false) });
  const directFirst = values["direct-first"] ? await directBoth() : null;
  const loreRun = await lore();
  const { withWrites: directRun, readsOnly: directReads } = directFirst ?? (await directBoth());
  await client.end();
  await database.enterPhase("teardown");

  const n = rows.length;
  const secondsPerQuestion = (ms: number) => Number((ms / 1000 / n).toFixed(3));
  const result = {
    benchmark: "experiment-overhead",
    command: `node --conditions=react-server --import tsx scripts/bench/experiment-overhead.ts ${process.argv.slice(2).join(" ")}`.trim(),
    machine: machine(),
    load: os.loadavg().map((l) => Number(l.toFixed(2))),
    date: new Date().toISOString(),
    pipeline,
    database: inProcess ? "embedded, in the benchmark's process" : "embedded, served by a separate process",
    order: `direct warm-up (${Math.min(warmup, n)} questions, reads), ${values["direct-first"] ? "direct with writes, direct reads only, Lore" : "Lore, direct with writes, direct reads only"}`,
    questions: n,
    turns: imported.turns,
    retriever: "fulltext",
    k: 10,
    loreSeconds: Number((loreRun.ms / 1000).toFixed(1)),
    loreSecondsPerQuestion: secondsPerQuestion(loreRun.ms),
    directSeconds: Number((directRun.ms / 1000).toFixed(1)),
    directSecondsPerQuestion: secondsPerQuestion(directRun.ms),
    overhead: Number((loreRun.ms / directRun.ms).toFixed(2)),
    // Against the direct reads alone (no result writes): Lore's cost of storing ~100 KB of reader
    // context per question counts as overhead here.
    directReadsOnlySecondsPerQuestion: secondsPerQuestion(directReads.ms),
    overheadVsReadsOnly: Number((loreRun.ms / directReads.ms).toFixed(2)),
    recallAny10: loreRun.recallAny10,
    // Where Lore's time goes, in milliseconds per question: retrieve = waiting for the same two
    // queries (through Prisma, session texts reused across questions; with the pipeline, the part
    // not hidden behind the previous question's work); context = building the reader's text and
    // counting its tokens; evidence = detail-loss coverage and the gold-answer check (both on the
    // scoring worker thread when scoredIn is "worker", overlapping the next question's queries);
    // save = waiting to write each batch of results with their ~100 KB reader contexts; load =
    // questions and setup, including starting the worker.
    loreMsPerQuestion: Object.fromEntries(
      Object.entries(loreRun.timings).flatMap(([phase, ms]) => (typeof ms === "number" ? [[phase, perQuestion(ms, n)]] : [])),
    ),
    // Where each question's context, tokens and evidence were computed (LORE_EXPERIMENT_SCORING).
    scoredIn: loreRun.timings.scoredIn ?? null,
    directMsPerQuestion: { score: perQuestion(directRun.scoreMs, n), turns: perQuestion(directRun.turnsMs, n), write: perQuestion(directRun.writeMs, n) },
    // CPU milliseconds per question in this process ("bench": Lore's code, or pg's client on the
    // direct side; with --in-process also the database) and in the database's own process. On a
    // shared machine these hold still while wall times follow the load.
    cpuMsPerQuestion: Object.fromEntries(
      (
        [
          ["lore", loreRun.cpu],
          ["direct", directRun.cpu],
          ["directReadsOnly", directReads.cpu],
        ] as const
      ).map(([side, cpu]) => [side, { bench: perQuestion(cpu.bench * 1000, n), database: cpu.database === null ? null : perQuestion(cpu.database * 1000, n) }]),
    ),
    note: "Both sides run the same SQL: the haystack scores, the top sessions' turns (Lore reuses a session's text across questions) and the result writes with each ~100 KB reader context. Lore's side also ranks, builds the context, counts reader tokens and scores evidence coverage with the detail-loss library. loreMsPerQuestion shows the split.",
  };
  return result;
};

const result = await (inProcess ? withBenchDatabase(benchmarkRun) : withBenchDatabaseProcess(benchmarkRun, { statementsFile }));
// The database's wall and CPU milliseconds per question on each side, in all and for its four
// costliest statements.
const databaseStatements = statementsFile
  ? Object.fromEntries(
      Object.entries(JSON.parse(readFileSync(statementsFile, "utf8")) as Record<string, StatementCost[]>)
        .filter(([phase]) => phase === "lore" || phase.startsWith("direct"))
        .map(([phase, costs]) => {
          const total = (pick: (c: StatementCost) => number) =>
            perQuestion(
              costs.reduce((sum, c) => sum + pick(c), 0),
              result.questions,
            );
          const top = costs.slice(0, 4).map((c) => ({
            statement: c.statement.slice(0, 120),
            cycles: c.cycles,
            ms: perQuestion(c.ms, result.questions),
            cpuMs: perQuestion(c.cpuMs, result.questions),
            kbOut: perQuestion(c.bytesOut / 1000, result.questions),
          }));
          return [phase, { ms: total((c) => c.ms), cpuMs: total((c) => c.cpuMs), statements: top }];
        }),
    )
  : null;
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  `bench-results/experiment-overhead${inProcess ? "-in-process" : ""}${pipeline ? "" : "-sequential"}.json`,
  JSON.stringify(databaseStatements ? { ...result, databaseMsPerQuestion: databaseStatements } : result, null, 2),
);
const label = `full text, k=10, database ${inProcess ? "in-process" : "in its own process"}, pipeline ${pipeline ? `on, scored ${result.scoredIn === "worker" ? "on a worker thread" : "inline"}` : "off"}`;
console.log(
  `| measurement | questions | Lore s/question | direct SQL s/question | overhead | target |\n| --- | --- | --- | --- | --- | --- |\n| retrieval experiment (${label}) | ${result.questions} | ${result.loreSecondsPerQuestion} | ${result.directSecondsPerQuestion} (reads only: ${result.directReadsOnlySecondsPerQuestion}) | ${result.overhead}x (vs reads only: ${result.overheadVsReadsOnly}x) | <= 1.5x |`,
);
console.log(`\nLore ms/question by phase: ${JSON.stringify(result.loreMsPerQuestion)}; direct ms/question: ${JSON.stringify(result.directMsPerQuestion)}`);
console.log(`CPU ms/question: ${JSON.stringify(result.cpuMsPerQuestion)}; load average ${result.load.join(" ")}`);
if (databaseStatements) {
  for (const [phase, side] of Object.entries(databaseStatements)) {
    console.log(`database ms/question during ${phase}: ${side.ms} wall, ${side.cpuMs} CPU; costliest: ${JSON.stringify(side.statements)}`);
  }
}
