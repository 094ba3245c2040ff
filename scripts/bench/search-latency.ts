// Search latency: hybridSearch over one workspace of N synthetic observations (default 100,000)
// on a fresh embedded database, next to a second, smaller workspace.
//
//   node --conditions=react-server --import tsx scripts/bench/search-latency.ts [--observations N] [--queries 200] [--data-dir DIR]
//
// Observations are synthetic conversation turns (the LongMemEval generator's filler sessions,
// ~1,000 characters each), embedded with the local embedder and inserted with multi-row INSERTs.
// The HNSW index the migration creates is dropped for the load and rebuilt once afterwards (the
// same definition, built faster than row by row). Then 200 generated queries (questions,
// keywords, web-search syntax, words that match nothing) go through hybridSearch as the search
// page calls it; the time is wall-clock around each call (query embedding, both rankings,
// the BM25 scoring, loading the hits). They run once the database's buffer cache holds what
// searches read: 200 other queries go first and are reported apart ("first after start"). --data-dir DIR keeps the loaded database in DIR and
// reuses it on the next run with the same --observations and --seed. Results: Markdown on
// stdout, JSON in bench-results/search-latency.json.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { COMMON_WORD_CANDIDATES, FULL_TEXT_CANDIDATES } from "@/lib/dal/search/full-text-candidate-ctes";
import { CANDIDATES_PER_LIST, hybridSearch, type HybridSearchResult } from "@/lib/services/search/hybrid-search";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { disconnectDb } from "@/lib/db/prisma";
import { createRandom } from "@/lib/demo/seeded-random";
import { embedText } from "@/lib/embeddings/local-embedder";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";
import { generateFillerSession } from "@/lib/longmemeval/synthetic/generate-filler-session";
import { makeQueries, sampleTurns } from "./search-latency-queries";

type Loaded = { mainId: string; secondId: string; secondCount: number; memories: number; loadSeconds: number; indexSeconds: number; loadedAt?: string };

const { values: args } = parseArgs({
  options: {
    observations: { type: "string", default: "100000" },
    queries: { type: "string", default: "200" },
    seed: { type: "string", default: "1" },
    out: { type: "string", default: "bench-results/search-latency.json" },
    keep: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    tmp: { type: "string", default: os.tmpdir() },
  },
});
const N = Number(args.observations);
const QUERIES = Number(args.queries);
const SEED = Number(args.seed);
const ROWS_PER_STATEMENT = 500;
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

async function insertRows(client: pg.Client, table: string, columns: string[], rows: unknown[][], casts: Record<string, string> = {}) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const part = rows.slice(i, i + ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    const tuples = part.map((row) => `(${row.map((value, c) => `$${params.push(value)}${casts[columns[c]!] ?? ""}`).join(", ")})`);
    await client.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`, params);
  }
}

// Sessions of the synthetic filler pool, turn by turn, until `count` observations.
async function loadWorkspace(client: pg.Client, input: { workspaceId: string; ownerId: string; extractorId: string; count: number; poolStart: number }) {
  let observations = 0;
  let pool = input.poolStart;
  const sample: string[] = [];
  while (observations < input.count) {
    const sessions: unknown[][] = [];
    const turns: unknown[][] = [];
    const factSheets: unknown[][] = [];
    while (turns.length < 2_000 && observations + turns.length < input.count) {
      const session = generateFillerSession(SEED, pool++);
      const id = randomUUID();
      const kept = session.turns.slice(0, input.count - observations - turns.length);
      sessions.push([id, input.workspaceId, session.id, createHash("sha256").update(`${input.workspaceId}:${pool}`).digest("hex"), kept.length]);
      kept.forEach((turn, position) => {
        turns.push([
          randomUUID(),
          input.workspaceId,
          id,
          "message",
          position,
          turn.role,
          turn.content,
          `${id}:${position}`,
          toVectorLiteral(embedText(turn.content)),
        ]);
        if (sample.length < 5_000 && position % 3 === 0) sample.push(turn.content);
      });
      if (pool % 10 === 0) {
        const text = `Facts: ${kept
          .filter((t) => t.role === "user")
          .map((t) => t.content.split(". ")[0])
          .join(". ")}.`;
        factSheets.push([randomUUID(), input.workspaceId, id, input.extractorId, text, toVectorLiteral(embedText(text))]);
      }
    }
    await insertRows(client, "Session", ["id", "workspaceId", "externalId", "contentHash", "turnCount"], sessions);
    await insertRows(client, "Observation", ["id", "workspaceId", "sessionId", "kind", "position", "role", "content", "contentHash", "embedding"], turns, {
      kind: '::"ObservationKind"',
      embedding: "::vector",
    });
    await insertRows(client, "FactSheet", ["id", "workspaceId", "sessionId", "extractorId", "text", "embedding"], factSheets, { embedding: "::vector" });
    observations += turns.length;
    if (observations % 20_000 < 2_000) log(`  ${observations}/${input.count} observations`);
  }
  // Memories: a sentence each from the sampled turns, as a person would condense them.
  const memories = sample.slice(0, Math.max(10, Math.floor(input.count / 100))).map((text) => {
    const body = text.split(". ").slice(0, 2).join(". ");
    return [randomUUID(), input.workspaceId, input.ownerId, body, new Date(), toVectorLiteral(embedText(body))];
  });
  await insertRows(client, "Memory", ["id", "workspaceId", "ownerId", "body", "updatedAt", "embedding"], memories, { embedding: "::vector" });
  return { sample, memories: memories.length };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const r = (x: number) => Number(x.toFixed(1));
  return {
    n: ms.length,
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    p99: r(percentile(sorted, 99)),
    max: r(sorted.at(-1) ?? NaN),
    mean: r(ms.reduce((s, x) => s + x, 0) / Math.max(ms.length, 1)),
  };
};

async function timeQueries(workspaceId: string, queries: { kind: string; text: string }[]) {
  const rows: { kind: string; ms: number; cpuMs: number; mode: HybridSearchResult["mode"]; hits: number }[] = [];
  for (const query of queries) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await hybridSearch({ workspaceId, query: query.text, k: 20 });
    const cpu = process.cpuUsage(cpuStarted);
    rows.push({ kind: query.kind, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, mode: result.mode, hits: result.hits.length });
  }
  return rows;
}

async function explainVector(client: pg.Client, workspaceId: string, text: string): Promise<string[]> {
  await client.query("BEGIN");
  await client.query("SELECT set_config('hnsw.ef_search', '100', true), set_config('hnsw.iterative_scan', 'relaxed_order', true)");
  const { rows } = await client.query<{ "QUERY PLAN": string }>(
    `EXPLAIN (ANALYZE, COSTS OFF) SELECT id FROM "Observation" WHERE "workspaceId" = $1 AND embedding IS NOT NULL ORDER BY embedding <=> $2::vector LIMIT 50`,
    [workspaceId, toVectorLiteral(embedText(text))],
  );
  await client.query("COMMIT");
  return rows.map((r) => r["QUERY PLAN"]);
}

// Loads both workspaces into a fresh database and builds the HNSW index.
async function loadBench(client: pg.Client): Promise<Loaded> {
  const owner = (await client.query<{ id: string }>(`INSERT INTO "User" (id, email) VALUES ($1, $2) RETURNING id`, [randomUUID(), "bench@lore.local"])).rows[0]!
    .id;
  const main = await createWorkspace({ name: "Bench search", adminUserId: owner });
  const second = await createWorkspace({ name: "Bench second workspace" });
  const extractor = async (workspaceId: string) =>
    (
      await client.query<{ id: string }>(
        `INSERT INTO "Extractor" (id, "workspaceId", name, version, "promptHash") VALUES ($1, $2, 'bench', '1', 'h') RETURNING id`,
        [randomUUID(), workspaceId],
      )
    ).rows[0]!.id;

  const loadStarted = performance.now();
  await client.query(`DROP INDEX "Observation_embedding_idx"`);
  log(`loading ${N} observations into the main workspace`);
  const loaded = await loadWorkspace(client, { workspaceId: main.id, ownerId: owner, extractorId: await extractor(main.id), count: N, poolStart: 0 });
  const secondCount = Math.max(1_000, Math.floor(N / 10));
  log(`loading ${secondCount} observations into the second workspace`);
  await loadWorkspace(client, { workspaceId: second.id, ownerId: owner, extractorId: await extractor(second.id), count: secondCount, poolStart: 1_000_000 });
  const loadSeconds = seconds(loadStarted);
  log(`loaded in ${loadSeconds}s; building the HNSW index`);
  const indexStarted = performance.now();
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query(`CREATE INDEX "Observation_embedding_idx" ON "Observation" USING hnsw ("embedding" vector_cosine_ops)`);
  await client.query(`RESET maintenance_work_mem`);
  await client.query(`VACUUM ANALYZE`);
  const indexSeconds = seconds(indexStarted);
  log(`index built in ${indexSeconds}s; querying`);

  return { mainId: main.id, secondId: second.id, secondCount, memories: loaded.memories, loadSeconds, indexSeconds };
}

async function main() {
  // --data-dir keeps the loaded database there and reuses it on the next run with the same
  // --observations and --seed (loading 100,000 observations takes minutes).
  const dataDir = args["data-dir"] ? path.resolve(args["data-dir"]) : mkdtempSync(path.join(args.tmp!, "lore-bench-search-"));
  const reuse = args["data-dir"] && existsSync(path.join(dataDir, "bench.json")) ? path.join(dataDir, "bench.json") : null;
  mkdirSync(dataDir, { recursive: true });
  const server = await startEmbeddedServer({ dataDir: path.join(dataDir, "db"), maxConnections: 16 });
  await applyMigrations(server.databaseUrl);
  process.env.DATABASE_URL = server.databaseUrl;
  process.env.LORE_DB_POOL ??= "4";
  process.env.LORE_EMBEDDER = "local";
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const random = createRandom(SEED);

  const reused = reuse ? (JSON.parse(readFileSync(reuse, "utf8")) as Loaded & { observations: number; seed: number }) : null;
  if (reused && (reused.observations !== N || reused.seed !== SEED))
    throw new Error(`${reuse} holds ${reused.observations} observations of seed ${reused.seed}, not --observations ${N} --seed ${SEED}`);
  if (reused) log(`reusing the database in ${dataDir} (loaded ${reused.loadedAt})`);
  const bench = reused ?? { ...(await loadBench(client)), loadedAt: new Date().toISOString() };
  if (args["data-dir"] && !reused) writeFileSync(path.join(dataDir, "bench.json"), `${JSON.stringify({ ...bench, observations: N, seed: SEED }, null, 2)}\n`);
  const { mainId, secondId, secondCount, loadSeconds, indexSeconds } = bench;
  const loaded = { sample: sampleTurns(SEED, N, 0), memories: bench.memories };

  const queries = makeQueries(random, loaded.sample, QUERIES);
  await timeQueries(mainId, makeQueries(random, loaded.sample, 10)); // warm-up, not measured
  // The first queries after the database starts read most pages from disk into its buffer cache
  // (lib/db/embedded-buffers.ts); a running server has them cached. So other queries of the same
  // kinds go first, timed apart ("first after start"), and the measured queries run after them.
  const first = await timeQueries(mainId, makeQueries(random, loaded.sample, QUERIES));
  const loadBefore = os.loadavg()[0]!;
  const measured = await timeQueries(mainId, queries);
  const loadAfter = os.loadavg()[0]!;
  const secondMeasured = await timeQueries(secondId, makeQueries(random, loaded.sample, 50));
  const plan = await explainVector(client, mainId, queries[0]!.text);
  const modes = [...new Set(measured.map((r) => r.mode))];

  await client.end();
  await disconnectDb();
  await server.stop();
  if (args.keep || args["data-dir"]) log(`kept the database in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });

  const overall = stats(measured.map((r) => r.ms));
  const byKind = Object.fromEntries(
    [...new Set(measured.map((r) => r.kind))].map((kind) => [kind, stats(measured.filter((r) => r.kind === kind).map((r) => r.ms))]),
  );
  const cpus = os.cpus();
  const result = {
    benchmark: "search-latency",
    date: new Date().toISOString(),
    command: `node --conditions=react-server --import tsx scripts/bench/search-latency.ts ${process.argv.slice(2).join(" ")}`.trim(),
    database: `embedded PGlite (PostgreSQL 18, pgvector 0.8.7), ${reused ? `data dir reused (loaded ${reused.loadedAt})` : "fresh data dir"}`,
    data: { observations: N, secondWorkspaceObservations: secondCount, memories: loaded.memories, factSheetsPerTenSessions: 1, embedder: "lore-local-hash-v1" },
    setup: { loadSeconds, hnswBuildSeconds: indexSeconds },
    query: { count: QUERIES, k: 20, candidatesPerList: CANDIDATES_PER_LIST, modes },
    latencyMs: overall,
    // The same number of other queries, run first after the database started (its cache filling).
    firstAfterStartLatencyMs: stats(first.map((r) => r.ms)),
    latencyMsByQueryKind: byKind,
    // This process's CPU time per query: the database runs in it (in-process PGlite), so this is
    // the query's whole work, which the machine's load does not stretch the way it does wall time.
    cpuMs: stats(measured.map((r) => r.cpuMs)),
    secondWorkspaceLatencyMs: stats(secondMeasured.map((r) => r.ms)),
    meanHits: Number((measured.reduce((s, r) => s + r.hits, 0) / measured.length).toFixed(1)),
    target: { p95Ms: 100, met: overall.p95 < 100 },
    observationVectorPlan: plan,
    machine: {
      cpu: cpus[0]?.model ?? "unknown",
      cores: cpus.length,
      memoryGB: Number((os.totalmem() / 1e9).toFixed(1)),
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
    },
    // The machine is shared: the 1-minute load average before and after the measured queries.
    loadAverage: { before: Number(loadBefore.toFixed(2)), after: Number(loadAfter.toFixed(2)) },
  };
  mkdirSync(path.dirname(path.resolve(args.out!)), { recursive: true });
  writeFileSync(args.out!, `${JSON.stringify(result, null, 2)}\n`);

  console.log(`## Search latency (${N.toLocaleString("en")} observations in one workspace, embedded database)\n`);
  console.log("| Queries | n | p50 ms | p95 ms | p99 ms | max ms |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  console.log(`| all (mode: ${modes.join(", ")}) | ${overall.n} | ${overall.p50} | ${overall.p95} | ${overall.p99} | ${overall.max} |`);
  for (const [kind, s] of Object.entries(byKind)) console.log(`| ${kind} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
  const fa = result.firstAfterStartLatencyMs;
  console.log(`| other queries, the first after start (cache filling) | ${fa.n} | ${fa.p50} | ${fa.p95} | ${fa.p99} | ${fa.max} |`);
  const sw = result.secondWorkspaceLatencyMs;
  console.log(`| second workspace (${secondCount.toLocaleString("en")} observations) | ${sw.n} | ${sw.p50} | ${sw.p95} | ${sw.p99} | ${sw.max} |`);
  console.log(
    `\np95 target < 100 ms: **${result.target.met ? "met" : "NOT met"}** (${overall.p95} ms). k = 20; up to ${FULL_TEXT_CANDIDATES} full-text candidates per kind (${COMMON_WORD_CANDIDATES} when every word is common) and the ${CANDIDATES_PER_LIST} nearest rows, ranked by BM25 (row and session), vector, time, best user turn and meaning.`,
  );
  console.log(
    `Setup: load ${loadSeconds}s (embedding + multi-row INSERT), HNSW build ${indexSeconds}s. Observation vector plan: ${plan.find((l) => /Scan/.test(l))?.trim() ?? "?"}.`,
  );
  console.log(
    `${result.machine.cpu} × ${result.machine.cores}, ${result.machine.memoryGB} GB, Node ${result.machine.node}, ${result.date}; load average ${result.loadAverage.before} → ${result.loadAverage.after} during the queries.`,
  );
  console.log(`Command: \`${result.command}\` (results in ${args.out}).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
