// Import throughput: Lore's LongMemEval importer against plain multi-row INSERTs of the same
// rows, on one fresh embedded database, in the same run.
//
//   node --conditions=react-server --import tsx scripts/bench/import-throughput.ts [--scale s|small] [--questions N]
//
// The synthetic dataset is written as --parts files that together are exactly the S dataset (or
// its first N questions). Both loaders take the parts in turn, each into its own fresh workspace,
// and which one goes first alternates from part to part, so both see the shared tables grow the
// same way. Results go to bench-results/import-throughput.json and a Markdown table to stdout.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { disconnectDb } from "@/lib/db/prisma";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { writeSyntheticDataset } from "@/lib/longmemeval/synthetic/write-synthetic-dataset";
import { createRawLoader } from "./raw-insert-baseline";

const { values: args } = parseArgs({
  options: {
    scale: { type: "string", default: "s" },
    questions: { type: "string" },
    parts: { type: "string" },
    seed: { type: "string", default: "1" },
    out: { type: "string", default: "bench-results/import-throughput.json" },
    keep: { type: "boolean", default: false },
  },
});
if (args.scale !== "s" && args.scale !== "small") throw new Error(`--scale must be "s" or "small", not "${args.scale}"`);
const questions = Number(args.questions ?? (args.scale === "s" ? 500 : 40));
const parts = Math.min(questions, Number(args.parts ?? (questions >= 200 ? 10 : 4)));
const seed = Number(args.seed);
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const now = () => performance.now() / 1000;
const round = (x: number, digits = 2) => Number(x.toFixed(digits));
const mb = (bytes: number) => round(bytes / 1e6, 1);

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "lore-bench-"));
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);

  // 1. The dataset, as consecutive slices of one plan.
  const generateStarted = now();
  const files: string[] = [];
  let bytes = 0;
  for (let p = 0; p < parts; p++) {
    const file = path.join(tmp, `part-${String(p).padStart(2, "0")}.json`);
    const summary = await writeSyntheticDataset({
      out: file,
      scale: "s",
      seed,
      from: Math.floor((p * questions) / parts),
      to: Math.floor(((p + 1) * questions) / parts),
    });
    bytes += summary.bytes;
    files.push(file);
  }
  const generateSeconds = now() - generateStarted;
  log(`generated ${questions} questions (${mb(bytes)} MB) in ${parts} parts in ${round(generateSeconds)}s`);

  // 2. A fresh embedded database.
  const server = await startEmbeddedServer({ dataDir: path.join(tmp, "db"), maxConnections: 16 });
  await applyMigrations(server.databaseUrl);
  process.env.DATABASE_URL = server.databaseUrl;
  process.env.LORE_DB_POOL ??= "4";
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();

  const importerWs = await createWorkspace({ name: "Bench importer" });
  const rawWs = await createWorkspace({ name: "Bench raw insert" });
  const raw = createRawLoader({ client, workspaceId: rawWs.id });
  const totals = { importer: { seconds: 0, turns: 0, sessions: 0, questions: 0 }, raw: { seconds: 0, turns: 0, sessions: 0 } };
  const perPart: { part: number; first: string; importerSeconds: number; rawSeconds: number; turns: number }[] = [];

  const runImporter = async (file: string) => {
    const started = now();
    const s = await importLongMemEval({ workspaceId: importerWs.id, benchmark: "bench", paths: [file] });
    totals.importer.seconds += now() - started;
    totals.importer.turns += s.turns;
    totals.importer.sessions += s.sessions;
    totals.importer.questions += s.questionsImported;
    return now() - started;
  };
  const runRaw = async (file: string) => {
    const started = now();
    const s = await raw.load(file);
    totals.raw.seconds += now() - started;
    totals.raw.turns += s.turns;
    totals.raw.sessions += s.sessions;
    return now() - started;
  };

  // 3. Alternate which loader goes first.
  for (const [p, file] of files.entries()) {
    const importerFirst = p % 2 === 1;
    const turnsBefore = totals.raw.turns;
    let importerSeconds: number;
    let rawSeconds: number;
    if (importerFirst) {
      importerSeconds = await runImporter(file);
      rawSeconds = await runRaw(file);
    } else {
      rawSeconds = await runRaw(file);
      importerSeconds = await runImporter(file);
    }
    perPart.push({
      part: p,
      first: importerFirst ? "importer" : "raw",
      importerSeconds: round(importerSeconds),
      rawSeconds: round(rawSeconds),
      turns: totals.raw.turns - turnsBefore,
    });
    log(`part ${p + 1}/${parts}: importer ${round(importerSeconds)}s, raw ${round(rawSeconds)}s (${importerFirst ? "importer" : "raw"} first)`);
  }

  // 4. Both workspaces must hold the same rows.
  const count = async (table: string, workspaceId: string) =>
    Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}" WHERE "workspaceId" = $1`, [workspaceId])).rows[0]!.n);
  const stored = {
    importer: { sessions: await count("Session", importerWs.id), turns: await count("Observation", importerWs.id) },
    raw: { sessions: await count("Session", rawWs.id), turns: await count("Observation", rawWs.id) },
  };
  const complete =
    totals.importer.questions === questions &&
    stored.importer.turns === stored.raw.turns &&
    stored.importer.sessions === stored.raw.sessions &&
    stored.raw.turns === totals.raw.turns;

  await client.end();
  await disconnectDb();
  await server.stop();
  clearInterval(sampler);
  if (!args.keep) rmSync(tmp, { recursive: true, force: true });

  const importerRate = totals.importer.turns / totals.importer.seconds;
  const rawRate = totals.raw.turns / totals.raw.seconds;
  const cpus = os.cpus();
  const result = {
    benchmark: "import-throughput",
    date: new Date().toISOString(),
    command: `node --conditions=react-server --import tsx scripts/bench/import-throughput.ts ${process.argv.slice(2).join(" ")}`.trim(),
    dataset: { generator: "lore generate longmemeval (synthetic, S shape)", seed, questions, parts, bytes, generateSeconds: round(generateSeconds) },
    order: "parts alternate which loader goes first (raw on even parts, importer on odd); each loader writes its own fresh workspace in the same database",
    importer: {
      seconds: round(totals.importer.seconds),
      questions: totals.importer.questions,
      sessions: stored.importer.sessions,
      turns: stored.importer.turns,
      turnsPerSecond: round(importerRate, 1),
    },
    raw: {
      seconds: round(totals.raw.seconds),
      sessions: stored.raw.sessions,
      turns: stored.raw.turns,
      turnsPerSecond: round(rawRate, 1),
      rowsPerStatement: 500,
    },
    ratio: round(importerRate / rawRate, 3),
    target: 0.7,
    complete,
    peakRssMB: mb(Math.max(peakRss, process.resourceUsage().maxRSS * 1024)),
    machine: {
      cpu: cpus[0]?.model ?? "unknown",
      cores: cpus.length,
      memoryGB: round(os.totalmem() / 1e9, 1),
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
    },
    perPart,
  };
  mkdirSync(path.dirname(path.resolve(args.out!)), { recursive: true });
  writeFileSync(args.out!, `${JSON.stringify(result, null, 2)}\n`);

  console.log(`## Import throughput (${questions} synthetic S questions, ${mb(bytes)} MB)\n`);
  console.log(`| Loader | Sessions | Turns | Seconds | Turns/s |`);
  console.log(`| --- | ---: | ---: | ---: | ---: |`);
  console.log(`| Lore importer | ${result.importer.sessions} | ${result.importer.turns} | ${result.importer.seconds} | ${result.importer.turnsPerSecond} |`);
  console.log(
    `| Raw multi-row INSERT (500 rows/statement) | ${result.raw.sessions} | ${result.raw.turns} | ${result.raw.seconds} | ${result.raw.turnsPerSecond} |`,
  );
  console.log(
    `\nImporter / raw: **${result.ratio}** (target ≥ ${result.target}); import complete: ${complete ? "yes" : "NO"}; peak RSS ${result.peakRssMB} MB.`,
  );
  console.log(`${result.machine.cpu} × ${result.machine.cores}, ${result.machine.memoryGB} GB, Node ${result.machine.node}, ${result.date}.`);
  console.log(`Order: ${result.order}.`);
  console.log(`Command: \`${result.command}\` (results in ${args.out}).`);
  if (!complete) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
