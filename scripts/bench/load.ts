// Load: 50 reviewers deciding proposals and 50 clients searching, at the same time, for 60 s,
// over HTTP on loopback (autocannon), against a running Lore on the embedded database and on a
// real PostgreSQL server (by one app server, then by two sharing it); then a check in the database that every decision is recorded once.
//
//   node --conditions=react-server --import tsx scripts/bench/load.ts [--seconds 60]
//     [--targets embedded,postgres15,postgres15-two-servers] [--pg-url postgresql://postgres:postgres@127.0.0.1:5432/postgres]
//
// Each target gets a fresh database (a temporary data dir; a new database on the PostgreSQL
// server, dropped afterwards) seeded directly (see seed-load-workspace.ts) with more pending
// proposals than the reviewers can decide in the window, then Lore starts as `npm start` does
// (scripts/start.ts) with no job worker, no demo seed and the per-token rate limit raised out of
// the way (1,000,000 a minute; the limiter still runs on every request). Results: Markdown on
// stdout, JSON in bench-results/load.json.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createRandom } from "@/lib/demo/seeded-random";
import { checkDecisions, type DecisionCheck } from "@/scripts/bench/load/check-decisions";
import { planDecisions } from "@/scripts/bench/load/decision-plan";
import { makeSearchQueries } from "@/scripts/bench/load/search-queries";
import { machine } from "./bench-database";
import { loadMarkdown } from "./load/load-markdown";
import { TARGETS, type MeasuredTarget, type Target, type TargetResult } from "./load/load-result";
import { startLoreApp, type LoreApp } from "./load/lore-app-process";
import { prepareEmbedded, preparePostgres, type PreparedDatabase } from "./load/prepare-database";
import { readDecisions, waitForSettledDecisions } from "./load/read-decisions";
import { runWorkloads, type WorkloadResult } from "./load/run-workloads";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    reviewers: { type: "string", default: "50" },
    searchers: { type: "string", default: "50" },
    targets: { type: "string", default: TARGETS.join(",") },
    "pg-url": { type: "string", default: process.env.TEST_DATABASE_URL || "postgresql://postgres:postgres@127.0.0.1:5432/postgres" },
    "embedded-proposals": { type: "string", default: "20000" },
    "postgres-proposals": { type: "string", default: "60000" },
    observations: { type: "string", default: "3000" },
    owners: { type: "string", default: "10" },
    "race-every": { type: "string", default: "50" },
    "reject-every": { type: "string", default: "3" },
    // Seconds before a request counts as an error (timeout). autocannon's default is 10; with
    // 100 clients queued on one embedded connection on a busy machine, waits near 10 s are
    // normal, and a longer limit keeps those answers in the latency percentiles.
    timeout: { type: "string", default: "30" },
    port: { type: "string", default: "3203" },
    "pg-port": { type: "string", default: "3213" },
    out: { type: "string", default: "bench-results/load.json" },
    // Where each app's log is kept (load-<database>-app.log); by default beside --out.
    logs: { type: "string" },
  },
});
const SECONDS = Number(args.seconds);
const log = (line: string) => process.stderr.write(`[load] ${line}\n`);
// The command as run, with any password in a --pg-url left out of the report.
const COMMAND = `node --conditions=react-server --import tsx scripts/bench/load.ts ${process.argv.slice(2).join(" ")}`
  .trim()
  .replace(/(:\/\/[^:@/\s]+):[^@/\s]*@/g, "$1:***@");
const APP_ENV = { LORE_SEED_DEMO: "0", LORE_WORKER: "0", LORE_API_RATE_LIMIT: "1000000:1000000", LORE_EMBEDDER: "local" };

type Prepared = PreparedDatabase & { port: number };

function seedInput(proposals: number) {
  return { owners: Number(args.owners), searchers: 5, observations: Number(args.observations), proposals, log };
}

function errorCounts(w: WorkloadResult): number {
  // A timeout is also counted among autocannon's connection errors.
  return (
    Object.entries(w.status)
      .filter(([code]) => !code.startsWith("2"))
      .reduce((s, [, n]) => s + n, 0) + w.connectionErrors
  );
}

async function runTarget(target: Target): Promise<TargetResult> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `lore-bench-load-${target}-`));
  const seedStarted = performance.now();
  const database =
    target === "embedded"
      ? await prepareEmbedded(tmp, seedInput(Number(args["embedded-proposals"])))
      : await preparePostgres(args["pg-url"]!, seedInput(Number(args["postgres-proposals"])));
  const prepared: Prepared | string =
    typeof database === "string" ? database : { ...database, port: Number(target === "embedded" ? args.port : args["pg-port"]) };
  if (typeof prepared === "string") {
    rmSync(tmp, { recursive: true, force: true });
    return { target, skipped: prepared };
  }
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const logFile = path.join(tmp, "app.log");
  const { workspace } = prepared;
  try {
    const servers = target === "postgres15-two-servers" ? 2 : 1;
    const apps: LoreApp[] = [];
    let measured: MeasuredTarget;
    try {
      // One after the other: the first applies the migrations, the second finds them applied.
      for (let i = 0; i < servers; i++) {
        log(`${target}: starting Lore on port ${prepared.port + i} (log: ${logFile})`);
        apps.push(await startLoreApp({ port: prepared.port + i, env: { ...APP_ENV, ...prepared.appEnv }, logFile, readyTimeoutMs: 600_000 }));
      }
      const app = apps[0]!;
      const health = (await (await fetch(`${app.url}/api/health`)).json()) as { postgres: string | null; vector: string | null };
      const decisions = planDecisions({
        proposals: workspace.proposals,
        adminToken: workspace.adminToken,
        raceEvery: Number(args["race-every"]),
        rejectEvery: Number(args["reject-every"]),
      });
      const queries = makeSearchQueries(createRandom(1), workspace.sampleTexts, 500);
      const searches = queries.map((q, i) => ({
        token: workspace.searchTokens[i % workspace.searchTokens.length]!,
        path: `/api/v1/search?workspace=${encodeURIComponent(workspace.workspaceId)}&q=${encodeURIComponent(q)}&k=10`,
      }));
      // Load both routes once (a search, and a decision on a proposal that does not exist: 404)
      // so the first measured requests do not pay for loading the route modules.
      await fetch(`${app.url}${searches[0]!.path}`, { headers: { authorization: `Bearer ${searches[0]!.token}` } });
      await fetch(`${app.url}/api/v1/proposals/load-warm-up/accept`, {
        method: "POST",
        body: "{}",
        headers: { authorization: `Bearer ${workspace.adminToken}`, "content-type": "application/json" },
      });
      log(`${target}: ${args.reviewers} reviewers and ${args.searchers} searchers for ${SECONDS} s`);
      const loadBefore = os.loadavg()[0]!;
      const run = await runWorkloads({
        urls: apps.map((a) => a.url),
        seconds: SECONDS,
        reviewers: Number(args.reviewers),
        searchers: Number(args.searchers),
        decisions,
        searches,
        timeoutSeconds: Number(args.timeout),
      });
      const loadAfter = os.loadavg()[0]!;
      const client = new pg.Client({ connectionString: prepared.verifyUrl() });
      await client.connect();
      let verification: DecisionCheck;
      try {
        await waitForSettledDecisions(client, workspace.workspaceId);
        verification = checkDecisions({ ledger: run.decisions.ledger, ...(await readDecisions(client, workspace.workspaceId)) });
      } finally {
        await client.end();
      }
      const l = run.decisions.ledger;
      // The per-proposal sets only serve the check above; the report keeps the counts.
      const ledger = {
        sent: l.sent,
        answered: l.answered,
        unanswered: l.unanswered,
        ok: l.ok,
        raced409: l.raced409,
        unexpected409: l.unexpected409,
        otherNon2xx: l.otherNon2xx,
        okTwice: l.okTwice,
        races: l.races,
      };
      const decisionErrors = errorCounts(run.decisions) - run.decisions.ledger.raced409 + run.decisions.ledger.okTwice.length;
      const searchErrors = errorCounts(run.searches);
      const rate = (errors: number, sent: number) => Number((errors / Math.max(1, sent)).toFixed(5));
      measured = {
        target,
        database: { postgres: health.postgres, vector: health.vector },
        setup: {
          proposals: workspace.proposals.length,
          observations: workspace.observations,
          owners: Number(args.owners),
          raceEvery: Number(args["race-every"]),
          rejectEvery: Number(args["reject-every"]),
          seedSeconds,
        },
        loadAverage: { before: Number(loadBefore.toFixed(2)), after: Number(loadAfter.toFixed(2)) },
        decisions: { ...run.decisions, ledger },
        searches: run.searches,
        errors: {
          decisions: decisionErrors,
          searches: searchErrors,
          decisionErrorRate: rate(decisionErrors, run.decisions.requestsSent),
          searchErrorRate: rate(searchErrors, run.searches.requestsSent),
        },
        verification,
        appLog: { file: "", errorLines: 0, firstErrors: [] },
      };
    } finally {
      await Promise.all(apps.map((a) => a.stop()));
    }
    // The app's own account of the run: anything it logged as an error is reported, and the log
    // is kept beside the results.
    const kept = path.join(path.resolve(args.logs ?? path.dirname(args.out!)), `load-${target}-app.log`);
    mkdirSync(path.dirname(kept), { recursive: true });
    copyFileSync(logFile, kept);
    const errorLines = readFileSync(logFile, "utf8")
      .split("\n")
      .filter((line) => /error|exception|unhandled|ECONN|timed out/i.test(line));
    return { ...measured, appLog: { file: kept, errorLines: errorLines.length, firstErrors: errorLines.slice(0, 5) } };
  } finally {
    await prepared.cleanup();
    rmSync(tmp, { recursive: true, force: true });
  }
}

// Each database in its own process: the app's modules cache per process what they learned about
// the database (whether pgvector exists, the Prisma client), which must not carry over.
function runTargetInChild(target: Target): TargetResult {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-bench-load-result-")), "load.json");
  const passOn: string[] = [];
  const given = process.argv.slice(2);
  for (let i = 0; i < given.length; i++) {
    if (given[i] === "--targets" || given[i] === "--out") i++;
    else if (!/^--(targets|out)=/.test(given[i]!)) passOn.push(given[i]!);
  }
  const logs = args.logs ? [] : ["--logs", path.dirname(path.resolve(args.out!))];
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, ...passOn, ...logs, "--targets", target, "--out", out], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    if (child.status !== 0) throw new Error(`the ${target} load run failed (exit ${child.status}); see its output above`);
    const report = JSON.parse(readFileSync(out, "utf8")) as { results: TargetResult[] };
    return report.results[0]!;
  } finally {
    rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

async function main() {
  const targets = args.targets!.split(",").map((t) => t.trim()) as Target[];
  for (const t of targets) if (!(TARGETS as readonly string[]).includes(t)) throw new Error(`--targets: unknown target "${t}" (${TARGETS.join(", ")})`);
  const date = new Date().toISOString();
  const results: TargetResult[] = [];
  for (const target of targets) {
    const result = targets.length === 1 ? await runTarget(target) : runTargetInChild(target);
    if ("skipped" in result) log(`${target}: skipped: ${result.skipped}`);
    results.push(result);
  }
  const report = {
    benchmark: "load",
    date,
    command: COMMAND,
    machine: machine(),
    cpus: os.cpus().length,
    tool: "autocannon 9.0.0, in this process; Lore (scripts/start.ts) in its own processes on the same machine",
    seconds: SECONDS,
    appEnv: APP_ENV,
    results,
  };
  mkdirSync(path.dirname(path.resolve(args.out!)), { recursive: true });
  writeFileSync(args.out!, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    loadMarkdown(results, {
      reviewers: Number(args.reviewers),
      searchers: Number(args.searchers),
      seconds: SECONDS,
      machine: machine(),
      date,
      command: COMMAND,
      out: args.out!,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
