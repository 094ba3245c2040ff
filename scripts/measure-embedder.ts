// How well does search find the right conversation? Session recall on real LongMemEval
// questions for Lore's full-text ranking alone, the local embedder's vector ranking alone, and
// hybridSearch (the two fused by reciprocal rank), all run through the app's own DAL functions on
// a fresh embedded database; plus an in-memory BM25 as a textbook lexical baseline and the
// embedder's feature ablations (vector ranking only, exact cosine in memory).
//
//   node --conditions=react-server --import tsx scripts/measure-embedder.ts [--data DIR] [--json FILE]
//
// Search retrieves turns (observations); a session ranks at its best turn (LongMemEval's
// session-level recall). Two evaluations:
//   pooled   - every session of every file in one workspace; every question is asked against all
//              of it. Abstention questions (_abs) are left out, as in LongMemEval's retrieval
//              metrics. Another question's session may also mention the answer; recall counts
//              only the question's own answer sessions.
//   haystack - the longmemeval_s_cleaned files (~50 sessions each), each in its own workspace.
//              Only a handful of questions: anecdotes, not a measurement.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { getLexemeFrequencies, refreshSearchStatistics } from "@/lib/dal/search/get-lexeme-frequencies";
import { hybridSearch } from "@/lib/services/search/hybrid-search";
import { rankByVector } from "@/lib/dal/search/rank-by-vector";
import { rankFullText } from "@/lib/dal/search/rank-full-text";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { disconnectDb } from "@/lib/db/prisma";
import { createLocalEmbedder, embedText, LOCAL_EMBEDDER_OPTIONS, type LocalEmbedderOptions } from "@/lib/embeddings/local-embedder";
import { contentStems } from "@/lib/embeddings/tokenize";
import { toVectorLiteral } from "@/lib/embeddings/vector-literal";
import { longMemEvalQuestionSchema, type LongMemEvalQuestion } from "@/lib/longmemeval/question-schema";
import { createBm25Index } from "@/lib/search/bm25";
import { toFullTextQuery } from "@/lib/search/full-text-query";
import { meanRecall, sessionRecallAt, sessionsInOrder, type SessionRecall } from "@/lib/search/session-recall";
import { loadSessions, type LoadedTurn } from "./measure-embedder-load";

const { values: args } = parseArgs({
  options: {
    data: { type: "string", default: "../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons" },
    json: { type: "string" },
  },
});
const LIST = 50;
const KS = [1, 5, 10] as const;
const log = (line: string) => process.stderr.write(`[measure] ${line}\n`);

type Task = { id: string; question: string; answers: string[]; workspaceId: string; turns: LoadedTurn[] };
// A ranker returns turn keys (observation ids), best first.
type Ranker = (task: Task) => Promise<string[]>;

function readQuestions(dir: string): LongMemEvalQuestion[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => longMemEvalQuestionSchema.parse(JSON.parse(readFileSync(path.join(dir, f), "utf8"))));
}

function uniqueSessions(questions: LongMemEvalQuestion[]) {
  const sessions = new Map<string, { role: string; content: string }[]>();
  for (const q of questions) q.haystack_session_ids.forEach((id, i) => sessions.has(id) || sessions.set(id, q.haystack_sessions[i]!));
  return sessions;
}

function bm25Ranker(): Ranker {
  const indexes = new Map<string, { index: ReturnType<typeof createBm25Index>; turns: LoadedTurn[] }>();
  return async (task) => {
    let entry = indexes.get(task.workspaceId);
    if (!entry) indexes.set(task.workspaceId, (entry = { index: createBm25Index(task.turns.map((t) => contentStems(t.text))), turns: task.turns }));
    return entry.index.search(contentStems(task.question), LIST).map((h) => entry.turns[h.index]!.id);
  };
}

function memoryVectorRanker(options: LocalEmbedderOptions): Ranker {
  const matrices = new Map<string, Float32Array>();
  return async (task) => {
    let matrix = matrices.get(task.workspaceId);
    if (!matrix) {
      matrix = new Float32Array(task.turns.length * 384);
      task.turns.forEach((t, i) => matrix!.set(embedText(t.text, options), i * 384));
      matrices.set(task.workspaceId, matrix);
    }
    const q = embedText(task.question, options);
    const m = matrix;
    return task.turns
      .map((t, i) => {
        let dot = 0;
        for (let d = 0; d < 384; d++) dot += m[i * 384 + d]! * q[d]!;
        return { id: t.id, dot };
      })
      .sort((a, b) => b.dot - a.dot || (a.id < b.id ? -1 : 1))
      .slice(0, LIST)
      .map((s) => s.id);
  };
}

async function evaluate(tasks: Task[], rank: Ranker) {
  const perK = new Map<number, SessionRecall[]>(KS.map((k) => [k, []]));
  let empty = 0;
  for (const task of tasks) {
    const sessionOf = new Map(task.turns.map((t) => [t.id, t.session]));
    const ranked = await rank(task);
    if (ranked.length === 0) empty++;
    const sessions = sessionsInOrder(ranked.map((id) => sessionOf.get(id)!));
    for (const k of KS) perK.get(k)!.push(sessionRecallAt(sessions, task.answers, k));
  }
  return { recall: Object.fromEntries(KS.map((k) => [k, meanRecall(perK.get(k)!)])) as Record<number, SessionRecall>, empty };
}

async function main() {
  const questions = readQuestions(path.resolve(args.data!));
  const answerable = questions.filter((q) => !q.question_id.endsWith("_abs") && q.answer_session_ids.length > 0);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "lore-measure-"));
  const server = await startEmbeddedServer({ dataDir: path.join(tmp, "db"), maxConnections: 8 });
  await applyMigrations(server.databaseUrl);
  process.env.DATABASE_URL = server.databaseUrl;
  process.env.LORE_EMBEDDER = "local";
  try {
    const pooledWs = await createWorkspace({ name: "LongMemEval pooled" });
    const pooledTurns = await loadSessions(server.databaseUrl, pooledWs.id, uniqueSessions(questions));
    log(`pooled: ${answerable.length} questions over ${pooledTurns.length} turns`);
    const pooled: Task[] = answerable.map((q) => ({
      id: q.question_id,
      question: q.question,
      answers: q.answer_session_ids,
      workspaceId: pooledWs.id,
      turns: pooledTurns,
    }));
    const haystack: Task[] = [];
    for (const q of answerable.filter((q) => q.haystack_session_ids.length >= 30)) {
      const ws = await createWorkspace({ name: `LongMemEval ${q.question_id}` });
      const turns = await loadSessions(server.databaseUrl, ws.id, uniqueSessions([q]));
      haystack.push({ id: q.question_id, question: q.question, answers: q.answer_session_ids, workspaceId: ws.id, turns });
    }
    await refreshSearchStatistics();
    const support = await getVectorSupport();
    const lexemeFrequencies = await getLexemeFrequencies();
    const embedder = createLocalEmbedder();

    const methods: { name: string; rank: Ranker }[] = [
      {
        name: "Lore full text (rankFullText: any word, rare words first, ts_rank norm. 1)",
        rank: async (t) =>
          (await rankFullText({ workspaceId: t.workspaceId, query: toFullTextQuery(t.question), kinds: ["observation"], limit: LIST, lexemeFrequencies })).map(
            (c) => c.id,
          ),
      },
      {
        name: "full text, every word required (websearch_to_tsquery as typed)",
        rank: async (t) =>
          (await rankFullText({ workspaceId: t.workspaceId, query: { text: t.question, match: "websearch" }, kinds: ["observation"], limit: LIST })).map(
            (c) => c.id,
          ),
      },
      {
        name: "Lore vector (rankByVector, local embedder, pgvector)",
        rank: async (t) =>
          (
            await rankByVector({ workspaceId: t.workspaceId, vector: toVectorLiteral(embedText(t.question)), kinds: ["observation"], limit: LIST, support })
          ).map((c) => c.id),
      },
      {
        name: "Lore hybrid (hybridSearch: RRF of the two above)",
        rank: async (t) =>
          (await hybridSearch({ workspaceId: t.workspaceId, query: t.question, k: LIST, kinds: ["observation"], embedder })).hits.map((h) => h.id),
      },
      { name: "BM25 in memory (baseline, not in Lore)", rank: bm25Ranker() },
      { name: "ablation, vector in memory: words only", rank: memoryVectorRanker({ ...LOCAL_EMBEDDER_OPTIONS, bigramWeight: 0, charGramWeight: 0 }) },
      { name: "ablation, vector in memory: no character n-grams", rank: memoryVectorRanker({ ...LOCAL_EMBEDDER_OPTIONS, charGramWeight: 0 }) },
      { name: "ablation, vector in memory: no word pairs", rank: memoryVectorRanker({ ...LOCAL_EMBEDDER_OPTIONS, bigramWeight: 0 }) },
    ];
    const rows: { evaluation: string; method: string; recall: Record<number, SessionRecall>; empty: number }[] = [];
    for (const [evaluation, tasks] of [
      ["pooled", pooled],
      ["haystack", haystack],
    ] as const) {
      for (const method of methods) {
        const result = await evaluate(tasks, method.rank);
        rows.push({ evaluation, method: method.name, ...result });
        log(`${evaluation} / ${method.name}: R@5 any ${(100 * result.recall[5]!.any).toFixed(1)}`);
      }
    }
    const started = performance.now();
    for (const t of pooledTurns.slice(0, 2000)) embedText(t.text);
    const turnsPerSecond = Math.round(2000 / ((performance.now() - started) / 1000));
    const command = `node --conditions=react-server --import tsx scripts/measure-embedder.ts ${process.argv.slice(2).join(" ")}`.trim();
    const pct = (x: number) => (100 * x).toFixed(1);
    for (const [evaluation, tasks] of [
      ["pooled", pooled],
      ["haystack", haystack],
    ] as const) {
      const turns =
        evaluation === "pooled" ? `${pooledTurns.length} turns of ${new Set(pooledTurns.map((t) => t.session)).size} sessions` : "~50 sessions each";
      console.log(`\n### ${evaluation}: ${tasks.length} questions, ${turns}\n`);
      console.log("| Method | R@1 any | R@5 any | R@5 all | R@10 any | R@10 all | no hits |");
      console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
      for (const row of rows.filter((r) => r.evaluation === evaluation)) {
        const r = row.recall;
        console.log(`| ${row.method} | ${pct(r[1]!.any)} | ${pct(r[5]!.any)} | ${pct(r[5]!.all)} | ${pct(r[10]!.any)} | ${pct(r[10]!.all)} | ${row.empty} |`);
      }
    }
    console.log(
      `\nSession recall in %: "any" = an answer session among the top k sessions, "all" = every answer session. Rankings of ${LIST} turns; RRF k = 60.`,
    );
    console.log(
      `Embedder ${embedder.id} (${turnsPerSecond} turns/s on one core). ${os.cpus()[0]?.model ?? "cpu"} × ${os.cpus().length}, Node ${process.version}, ${new Date().toISOString()}.`,
    );
    console.log(`Command: \`${command}\``);
    if (args.json)
      writeFileSync(args.json, `${JSON.stringify({ command, date: new Date().toISOString(), embedder: embedder.id, turnsPerSecond, rows }, null, 2)}\n`);
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
