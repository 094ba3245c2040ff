// Where hybridSearch's time goes: the search-latency benchmark's queries over a database it kept
// (--data-dir of scripts/bench/search-latency.ts), each stage of the search timed on its own, in
// the order hybridSearch runs them, and the whole call timed beside it.
//
//   node --conditions=react-server --import tsx scripts/bench/search-stages.ts --data-dir DIR [--observations N] [--queries 100] [--explain]
//
// --explain also prints EXPLAIN (ANALYZE, BUFFERS) of each statement of one search per query kind.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { gatherBm25Candidates } from "@/lib/dal/search/gather-bm25-candidates";
import { getLexemeFrequencies } from "@/lib/dal/search/get-lexeme-frequencies";
import { loadSearchHits } from "@/lib/dal/search/load-search-hits";
import { rankByVector } from "@/lib/dal/search/rank-by-vector";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { disconnectDb } from "@/lib/db/prisma";
import { createRandom } from "@/lib/demo/seeded-random";
import { embedQuery } from "@/lib/embeddings/embed-query";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { toFullTextQuery } from "@/lib/search/full-text-query";
import { scoreSearchCandidates, type SearchCandidate } from "@/lib/search/score-search-candidates";
import { SEARCH_KINDS, type SearchKind } from "@/lib/search/search-hit-source";
import { CANDIDATES_PER_LIST, hybridSearch, MIN_VECTOR_SIMILARITY } from "@/lib/services/search/hybrid-search";
import { userTurnMeaning } from "@/lib/services/search/user-turn-meaning";
import { makeQueries, sampleTurns } from "./search-latency-queries";

const { values: args } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    observations: { type: "string", default: "10000" },
    queries: { type: "string", default: "100" },
    seed: { type: "string", default: "1" },
    explain: { type: "boolean", default: false },
  },
});
if (!args["data-dir"]) throw new Error("--data-dir: give the directory scripts/bench/search-latency.ts --data-dir loaded");
const dataDir = path.resolve(args["data-dir"]);
const bench = JSON.parse(readFileSync(path.join(dataDir, "bench.json"), "utf8")) as { mainId: string; observations: number };
const N = Number(args.observations);
if (bench.observations !== N) throw new Error(`${dataDir} holds ${bench.observations} observations, not --observations ${N}`);

const server = await startEmbeddedServer({ dataDir: path.join(dataDir, "db"), maxConnections: 16 });
await applyMigrations(server.databaseUrl, () => {});
process.env.DATABASE_URL = server.databaseUrl;
process.env.LORE_EMBEDDER = "local";
// The app's client, logging each statement so --explain can replay it.
const statements: { query: string; params: string }[] = [];
const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: server.databaseUrl, max: 4 }), log: [{ emit: "event", level: "query" }] });
db.$on("query", (e) => statements.push({ query: e.query, params: e.params }));
(globalThis as unknown as { loreDb?: PrismaClient }).loreDb = db;

const random = createRandom(Number(args.seed));
const queries = makeQueries(random, sampleTurns(Number(args.seed), N, 0), Number(args.queries));
const workspaceId = bench.mainId;
const kinds = SEARCH_KINDS;
const key = (c: { kind: SearchKind; id: string }) => `${c.kind}:${c.id}`;

async function stages(text: string) {
  const t: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  const time = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const value = await run();
    const used = process.cpuUsage(cpuStarted);
    t[name] = (t[name] ?? 0) + performance.now() - started;
    cpu[name] = (cpu[name] ?? 0) + (used.user + used.system) / 1000;
    return value;
  };
  const fullTextQuery = toFullTextQuery(text);
  const support = await time("getVectorSupport", getVectorSupport);
  const lexemeFrequencies = await time("getLexemeFrequencies", getLexemeFrequencies);
  const rows = await time("gatherBm25Candidates", () => gatherBm25Candidates({ workspaceId, query: fullTextQuery, kinds, lexemeFrequencies }));
  const embedded = await time("embedQuery", () => embedQuery(text));
  if (!embedded.ok) throw new Error(embedded.message);
  const nearest = await time("rankByVector", () => rankByVector({ workspaceId, vector: embedded.vector, kinds, limit: CANDIDATES_PER_LIST, support }));
  const vectorRows = nearest.filter((r) => 1 - r.distance >= MIN_VECTOR_SIMILARITY);
  const textKeys = new Set(rows.map(key));
  const ids = (keys: string[]) => {
    const out: Record<SearchKind, string[]> = { memory: [], observation: [], fact_sheet: [] };
    for (const item of keys) {
      const [kind, id] = item.split(/:(.*)/s) as [SearchKind, string];
      out[kind].push(id);
    }
    return out;
  };
  await time("loadSearchHits(vector only)", () => loadSearchHits({ workspaceId, ids: ids(vectorRows.map(key).filter((k) => !textKeys.has(k))) }));
  const meaningOf = await time("meaning (word vectors)", () => {
    const meaning = userTurnMeaning(text, fullTextQuery.match);
    return new Map(rows.map((row) => [key(row), meaning.of(row.id, row.role, row.userText)]));
  });
  const scored = await time("scoring", () => {
    const candidates: SearchCandidate[] = rows.map((row) => ({
      key: key(row),
      sessionId: row.sessionId,
      sessionTurnCount: row.turnCount,
      length: row.length,
      termFrequencies: Object.fromEntries(row.lexemes.map((lexeme, i) => [lexeme, row.frequencies[i] ?? 0])),
      vectorSimilarity: null,
      dateText: row.dateText,
      role: row.role,
      meaning: meaningOf.get(key(row)) ?? null,
    }));
    return scoreSearchCandidates({ candidates, terms: [...new Set(rows.flatMap((r) => r.lexemes))], query: text, now: new Date().toISOString() });
  });
  const top = scored.sort((a, b) => b.score - a.score).slice(0, 20);
  await time("loadSearchHits(shown)", () => loadSearchHits({ workspaceId, ids: ids(top.map((c) => c.key)) }));
  await time("hybridSearch (whole)", () => hybridSearch({ workspaceId, query: text, k: 20 }));
  return { t, cpu, candidates: rows.length };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
for (const q of queries.slice(0, 5)) await stages(q.text); // warm-up
const measured: { kind: string; t: Record<string, number>; cpu: Record<string, number>; candidates: number }[] = [];
for (const q of queries) measured.push({ kind: q.kind, ...(await stages(q.text)) });
console.log(`## hybridSearch stages, ${N.toLocaleString("en")} observations, ${queries.length} queries, load ${os.loadavg()[0]!.toFixed(2)}\n`);
// This process runs the database too (in-process PGlite), so its CPU time is the work the stage
// did, whatever else the machine is running; wall time adds the waits for a core.
console.log("| Stage | p50 ms | p95 ms | mean ms | CPU p50 ms | CPU p95 ms | CPU mean ms |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${(sorted.reduce((s, x) => s + x, 0) / sorted.length).toFixed(1)}`;
};
for (const name of Object.keys(measured[0]!.t)) {
  console.log(`| ${name} | ${summary(measured.map((m) => m.t[name] ?? 0))} | ${summary(measured.map((m) => m.cpu[name] ?? 0))} |`);
}
const counts = measured.map((m) => m.candidates).sort((a, b) => a - b);
console.log(`\nfull-text candidates: p50 ${percentile(counts, 50)}, p95 ${percentile(counts, 95)}, max ${counts.at(-1)}`);

if (args.explain) {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  for (const kind of [...new Set(queries.map((q) => q.kind))]) {
    const q = queries.find((x) => x.kind === kind)!;
    statements.length = 0;
    await hybridSearch({ workspaceId, query: q.text, k: 20 });
    const replay = statements.filter((s) => !/^(BEGIN|COMMIT|SELECT set_config)/.test(s.query));
    for (const s of replay) {
      const plan = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.query}`, JSON.parse(s.params) as unknown[]);
      console.log(`\n### ${kind}: ${JSON.stringify(q.text)}\n${s.query.replace(/\s+/g, " ").slice(0, 160)}…\n`);
      console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
    }
  }
  await client.end();
}
await disconnectDb();
await server.stop();
