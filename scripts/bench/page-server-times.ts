// Dashboard server times: how long the server spends preparing a page's data (database queries
// plus the pure preparation the page renders from), on a fresh embedded database.
//
//   node --conditions=react-server --import tsx scripts/bench/page-server-times.ts [--runs 20] [--warmup 3]
//
// Each measurement is a named entry in MEASUREMENTS: `setup` seeds what it needs into its own
// workspace and returns the work to time. Every measurement is run `--warmup` times, then timed
// `--runs` times; the report gives the median (and p90, min, max). To add a page, append an entry.
// Results go to bench-results/page-server-times.json and a Markdown table to stdout. Benchmarks
// measure; they never fail on a slow machine.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { getComparison } from "@/lib/services/runs/get-comparison";
import { getRunPage } from "@/lib/dal/runs/get-run-page";
import { listRuns } from "@/lib/dal/runs/list-runs";
import { listBenchmarksWithSheets } from "@/lib/dal/benchmarks/list-benchmarks-with-sheets";
import { listComparedSessions } from "@/lib/dal/fact-sheets/list-compared-sessions";
import { listExtractors } from "@/lib/dal/extractors/list-extractors";
import { summarizeExtractorPair } from "@/lib/dal/extractors/summarize-extractor-pair";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { disconnectDb, getDb } from "@/lib/db/prisma";
import { QUESTION_TYPES } from "@/lib/longmemeval/question-types";
import { buildComparedRow } from "@/lib/extraction/build-compared-row";
import { buildComparisonView } from "@/lib/runs/build-comparison-view";
import { buildRunPageView } from "@/lib/runs/build-run-page-view";
import { mulberry32 } from "@/lib/stats/paired-bootstrap";
import { quantile } from "@/lib/stats/quantiles";
import { seedExtractorPair } from "./seed-extractor-pair";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "20" },
    warmup: { type: "string", default: "3" },
    out: { type: "string", default: "bench-results/page-server-times.json" },
  },
});
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

type Measurement = {
  name: string;
  // What the timed work covers, for the report.
  covers: string;
  budgetMs?: number;
  setup: () => Promise<() => Promise<unknown>>;
};

// LongMemEval_S's 500 questions by type.
const TYPE_COUNTS: Record<(typeof QUESTION_TYPES)[number], number> = {
  "single-session-user": 70,
  "single-session-assistant": 56,
  "single-session-preference": 30,
  "multi-session": 133,
  "temporal-reasoning": 133,
  "knowledge-update": 78,
};

// A benchmark of 500 questions and two runs over all of them, shaped like real retrieval runs:
// 50 ranked sessions per question, reader tokens, evidence coverage and short hypotheses. The
// second run agrees with the first on most questions, as runs of one system do.
async function seedTwoRuns(workspaceName: string) {
  const db = getDb();
  const random = mulberry32(7);
  const workspace = await createWorkspace({ name: workspaceName });
  const benchmark = await db.benchmark.create({ data: { workspaceId: workspace.id, name: "s-bench" }, select: { id: true } });
  const types = Object.entries(TYPE_COUNTS).flatMap(([type, n]) => Array.from({ length: n }, () => type));
  const questions = types.map((type, i) => {
    const haystack = Array.from({ length: 50 }, (_, s) => `sess_${i}_${s}`);
    return {
      id: `bq_${workspace.id}_${i}`,
      benchmarkId: benchmark.id,
      externalId: i % 17 === 16 ? `q${String(i).padStart(4, "0")}_abs` : `q${String(i).padStart(4, "0")}`,
      type,
      text: `Synthetic question ${i} about the user's history?`,
      answer: "an answer",
      answerSessionIds: haystack.slice(0, 1 + (i % 3)),
      haystack,
    };
  });
  await db.question.createMany({
    data: questions.map((q) => ({
      id: q.id,
      benchmarkId: q.benchmarkId,
      externalId: q.externalId,
      type: q.type,
      text: q.text,
      answer: q.answer,
      answerSessionIds: q.answerSessionIds,
    })),
  });
  const makeRun = async (name: string, accuracy: number, tokens: number, base: boolean[] | null) => {
    const run = await db.run.create({
      data: { workspaceId: workspace.id, benchmarkId: benchmark.id, name, kind: "retrieval", configuration: { representation: "sessions", k: 10 } },
      select: { id: true },
    });
    const verdicts = questions.map((_, i) => (base && random() < 0.85 ? base[i]! : random() < accuracy));
    await db.runResult.createMany({
      data: questions.map((q, i) => ({
        runId: run.id,
        questionId: q.id,
        questionExternalId: q.externalId,
        questionType: q.type,
        hypothesis: `Hypothesis of ${name} for question ${i}: ${"some words ".repeat(12)}`,
        correct: verdicts[i]!,
        judgeOutput: { model: "bench-judge", label: verdicts[i]! },
        readerInputTokens: Math.round(tokens * (0.5 + random())),
        evidenceCoverage: Math.round(random() * 100) / 100,
        answerInContext: random() < 0.9,
        retrieved: [...q.haystack]
          .sort(() => random() - 0.5)
          .map((sessionId, r) => ({ rank: r + 1, sessionId: `db_${sessionId}`, externalId: sessionId, score: 1 - r / 50 })),
      })),
    });
    return { id: run.id, verdicts };
  };
  const a = await makeRun("ten sessions", 0.94, 28_000, null);
  const b = await makeRun("fact sheets", 0.88, 2_800, a.verdicts);
  return { workspaceId: workspace.id, runIds: [a.id, b.id] };
}

const MEASUREMENTS: Measurement[] = [
  {
    name: "compare page: two 500-question runs",
    covers: "getComparison (8 queries, flip details included) + buildComparisonView; 10,000-resample bootstrap",
    budgetMs: 300,
    setup: async () => {
      const { workspaceId, runIds } = await seedTwoRuns("Bench compare");
      return async () => {
        const data = await getComparison({ workspaceId, runIds });
        if (!data.ok) throw new Error(data.message);
        return buildComparisonView(data);
      };
    },
  },
  {
    name: "run page: one 500-question run",
    covers: "getRunPage (3 queries) + buildRunPageView",
    setup: async () => {
      const { workspaceId, runIds } = await seedTwoRuns("Bench run page");
      return async () => buildRunPageView((await getRunPage({ workspaceId, runId: runIds[0]! }))!.results);
    },
  },
  {
    name: "runs list: two 500-question runs",
    covers: "listRuns (runs + their stored summaries; the warm-up's first view computed and stored them)",
    setup: async () => {
      const { workspaceId } = await seedTwoRuns("Bench runs list");
      return async () => listRuns({ workspaceId });
    },
  },
  {
    name: "runs list, first view after the runs changed: two 500-question runs",
    covers: "clearing both stored summaries, then listRuns (runs + one aggregate query with recall@10, then both summaries stored)",
    setup: async () => {
      const { workspaceId } = await seedTwoRuns("Bench runs list first view");
      return async () => {
        await getDb().runSummary.updateMany({ where: { run: { workspaceId } }, data: { computedAt: null } });
        return listRuns({ workspaceId });
      };
    },
  },
  {
    name: "extractors compare page: 500 sessions, two extractors",
    covers: "listExtractors + listBenchmarksWithSheets + summarizeExtractorPair (3 SQL aggregates over all 500) + one page of 20 rows + buildComparedRow",
    budgetMs: 300,
    setup: async () => {
      const input = await seedExtractorPair("Bench extractors compare");
      return async () => {
        await Promise.all([listExtractors({ workspaceId: input.workspaceId }), listBenchmarksWithSheets({ workspaceId: input.workspaceId })]);
        const [, rows] = await Promise.all([summarizeExtractorPair(input), listComparedSessions({ ...input, page: 1, pageSize: 20 })]);
        return rows.map(buildComparedRow);
      };
    },
  },
];

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "lore-bench-pages-"));
  const server = await startEmbeddedServer({ dataDir: path.join(tmp, "db") });
  try {
    await applyMigrations(server.databaseUrl);
    process.env.DATABASE_URL = server.databaseUrl;
    // The app's own setting on the embedded database: one connection (see lib/db/prisma.ts).
    process.env.LORE_DATABASE_MODE = "embedded";
    const results = [];
    for (const m of MEASUREMENTS) {
      log(`${m.name}: seeding`);
      const work = await m.setup();
      for (let i = 0; i < WARMUP; i++) await work();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await time(work));
      const round = (x: number | null) => (x === null ? null : Number(x.toFixed(1)));
      const medianMs = round(quantile(samples, 0.5))!;
      results.push({
        name: m.name,
        covers: m.covers,
        runs: RUNS,
        warmup: WARMUP,
        medianMs,
        p90Ms: round(quantile(samples, 0.9)),
        minMs: round(Math.min(...samples)),
        maxMs: round(Math.max(...samples)),
        budgetMs: m.budgetMs ?? null,
        withinBudget: m.budgetMs === undefined ? null : medianMs < m.budgetMs,
      });
      log(`${m.name}: median ${medianMs} ms`);
    }
    const command = "node --conditions=react-server --import tsx scripts/bench/page-server-times.ts";
    const machine = `${os.cpus()[0]?.model ?? "unknown cpu"} x${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
    const date = new Date().toISOString();
    mkdirSync(path.dirname(args.out!), { recursive: true });
    writeFileSync(args.out!, JSON.stringify({ command, machine, date, database: "embedded PGlite, one connection", results }, null, 2));
    const lines = [
      `Command: \`${command}\`  `,
      `Machine: ${machine}  `,
      `Date: ${date}  `,
      `Database: fresh embedded PGlite, one connection; ${WARMUP} warm-up runs, then ${RUNS} timed runs per page.`,
      "",
      "| Page | Covers | Median (ms) | p90 (ms) | Min–max (ms) | Budget (ms) |",
      "| --- | --- | ---: | ---: | ---: | ---: |",
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.covers} | ${r.medianMs} | ${r.p90Ms} | ${r.minMs}–${r.maxMs} | ${r.budgetMs ?? "—"}${r.withinBudget === false ? " (over)" : ""} |`,
      ),
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  } finally {
    await disconnectDb();
    await server.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
