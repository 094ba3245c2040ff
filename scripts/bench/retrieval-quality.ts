// Retrieval quality: Lore's retrievers beside an Okapi BM25 baseline on the same questions.
//
//   node --conditions=react-server --import tsx scripts/bench/retrieval-quality.ts [--seed N] [--questions N]
//   (npm run bench:retrieval; part of npm run bench)
//
// Builds the dev benchmark from the real LongMemEval oracle question files in
// ../shared/data/longmemeval (each question's haystack = its answer sessions + 45 sessions of
// other questions, drawn with --seed; lib/dev-benchmark) and takes the real s_cleaned files as
// they are; imports both into a fresh embedded database; runs every Lore retriever through
// `lore experiment retrieval`'s own code (runRetrievalExperiment, k = 10) and BM25 over whole
// sessions in memory (lib/search/bm25-sessions.ts); scores all of them with the metrics code the
// runs report. Dev questions are split by a seeded hash of their id into a "tune" half (where
// parameters are chosen) and a "held-back" half, reported separately.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { getDb } from "@/lib/db/prisma";
import { buildDevBenchmark } from "@/lib/dev-benchmark/build-dev-benchmark";
import { DEV_HALVES, devHalfOf } from "@/lib/dev-benchmark/dev-half";
import type { DevQuestion } from "@/lib/dev-benchmark/dev-question";
import { runRetrievalExperiment } from "@/lib/services/experiments/run-retrieval-experiment";
import type { Retriever } from "@/lib/experiments/rank-scored-sessions";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import type { RetrievalItem } from "@/lib/metrics/retrieval-metrics";
import { rankSessionsByBm25 } from "@/lib/search/bm25-sessions";
import { machine, withBenchDatabase } from "./bench-database";
import { qualityRows, qualityTable, type QualityRow } from "./retrieval-quality-table";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "14" },
    questions: { type: "string", default: "0" },
    data: { type: "string", default: path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons") },
  },
});
const seed = Number(values.seed);
const limit = Number(values.questions);
const RETRIEVERS: Retriever[] = ["hybrid", "fulltext", "vector"];
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

const files = readdirSync(values.data)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => path.join(values.data, f));
const all = files.map((file) => ({ file, question: JSON.parse(readFileSync(file, "utf8")) as DevQuestion }));
// An oracle question's haystack is its answer sessions only; the others are real s_cleaned haystacks.
const isOracle = (q: DevQuestion) => q.haystack_session_ids.every((id) => q.answer_session_ids.includes(id));
let oracle = all.filter((x) => isOracle(x.question)).map((x) => x.question);
if (limit > 0) oracle = oracle.slice(0, limit);
const sCleaned = all.filter((x) => !isOracle(x.question));
const dev = buildDevBenchmark({ questions: oracle, seed });
const devFile = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-quality-")), "dev.json");
writeFileSync(devFile, JSON.stringify(dev));

const sessionText = (q: DevQuestion, i: number) => q.haystack_sessions[i]!.map((t) => t.content).join("\n");
function bm25Rankings(questions: DevQuestion[]): Map<string, string[]> {
  return new Map(
    questions.map((q) => [
      q.question_id,
      rankSessionsByBm25({ sessions: q.haystack_session_ids.map((id, i) => ({ id, text: sessionText(q, i) })), query: q.question }),
    ]),
  );
}
const itemsOf = (questions: DevQuestion[]): RetrievalItem[] =>
  questions.map((q) => ({ questionId: q.question_id, rankedSessionIds: [], answerSessionIds: q.answer_session_ids }));
function groupsOf(questions: DevQuestion[], label: string) {
  const types = [...new Set(questions.map((q) => q.question_type))].sort();
  return [
    { name: `${label}: all`, items: itemsOf(questions) },
    ...types.map((t) => ({ name: `${label}: ${t}`, items: itemsOf(questions.filter((q) => q.question_type === t)) })),
  ];
}

await withBenchDatabase(async () => {
  const workspace = await createWorkspace({ name: "Retrieval quality" });
  const started = performance.now();
  const imported = [
    await importLongMemEval({ workspaceId: workspace.id, benchmark: "dev", paths: [devFile] }),
    await importLongMemEval({ workspaceId: workspace.id, benchmark: "s-cleaned", paths: sCleaned.map((x) => x.file) }),
  ];
  log(
    `imported ${imported.map((i) => `${i.benchmark}: ${i.questions} questions, ${i.turns} new turns`).join("; ")} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const benchmarks = await getDb().benchmark.findMany({ where: { workspaceId: workspace.id }, select: { id: true, name: true } });
  const rankings: Record<string, Record<string, Map<string, string[]>>> = { dev: {}, "s-cleaned": {} };
  const seconds: Record<string, number> = {};
  for (const benchmark of benchmarks) {
    for (const retriever of RETRIEVERS) {
      const ranked = new Map<string, string[]>();
      const t0 = performance.now();
      await runRetrievalExperiment({
        workspaceId: workspace.id,
        benchmarkId: benchmark.id,
        name: `${benchmark.name} ${retriever}`,
        representation: { kind: "sessions" },
        retriever,
        k: 10,
        budget: null,
        encoding: "o200k_base",
        actorId: null,
        onResult: (r) => ranked.set(r.questionId, r.rankedSessionIds),
      });
      seconds[`${benchmark.name} ${retriever}`] = Number(((performance.now() - t0) / 1000).toFixed(1));
      log(`${benchmark.name} ${retriever}: ${ranked.size} questions in ${seconds[`${benchmark.name} ${retriever}`]} s`);
      rankings[benchmark.name]![`lore ${retriever}`] = ranked;
    }
  }
  rankings.dev!.bm25 = bm25Rankings(dev);
  rankings["s-cleaned"]!.bm25 = bm25Rankings(sCleaned.map((x) => x.question));
  const retrieversOf = (name: string) => Object.entries(rankings[name]!).map(([retriever, items]) => ({ name: retriever, items }));

  const sections: { title: string; rows: QualityRow[] }[] = [
    ...DEV_HALVES.map((half) => ({
      title: `Dev benchmark, ${half} half`,
      rows: qualityRows({
        groups: groupsOf(
          dev.filter((q) => devHalfOf(q.question_id, seed) === half),
          half,
        ),
        retrievers: retrieversOf("dev"),
      }),
    })),
    { title: "Dev benchmark, both halves", rows: qualityRows({ groups: groupsOf(dev, "dev").slice(0, 1), retrievers: retrieversOf("dev") }) },
    {
      title: "Real s_cleaned haystacks (as they are)",
      rows: qualityRows({
        groups: groupsOf(
          sCleaned.map((x) => x.question),
          "s_cleaned",
        ).slice(0, 1),
        retrievers: retrieversOf("s-cleaned"),
      }),
    },
  ];
  const result = {
    date: new Date().toISOString(),
    machine: machine(),
    seed,
    questions: { dev: dev.length, sCleaned: sCleaned.length },
    distractorsPerQuestion: dev[0] ? dev[0].haystack_session_ids.length - dev[0].answer_session_ids.length : 0,
    seconds,
    sections: sections.map((s) => ({
      title: s.title,
      rows: s.rows.map((r) => ({
        group: r.group,
        retriever: r.retriever,
        n: r.metrics.n,
        recallAny: r.metrics.recallAny,
        recallAll: r.metrics.recallAll,
        ndcgAny: r.metrics.ndcgAny,
      })),
    })),
  };
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/retrieval-quality.json", JSON.stringify(result, null, 2));
  console.log(
    `Dev benchmark: ${dev.length} oracle questions (seed ${seed}), each haystack its answer sessions + ${result.distractorsPerQuestion} sessions of other questions; ` +
      `${sCleaned.length} real s_cleaned questions. Abstention questions are not scored (n counts the scored ones).\n`,
  );
  for (const s of sections) console.log(`### ${s.title}\n\n${qualityTable(s.rows)}\n`);
});
