// Diagnosis: does the experiment path (database) rank each dev question's haystack as the
// in-memory measurement (tune-hybrid.ts) does? Imports the dev benchmark into a fresh embedded
// database, then per question compares the inputs the hybrid ranking receives from each path
// (sessions, positions, dates, turns, vectors) and the rankings they give.
//
//   node --conditions=react-server --import tsx scripts/bench/compare-hybrid-paths.ts [--seed 14] [--questions N]
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadExperimentQuestions } from "@/lib/dal/experiments/load-experiment-questions";
import { loadSessionTurns } from "@/lib/dal/experiments/load-session-turns";
import { embedQuery } from "@/lib/embeddings/embed-query";
import { scoreHaystack } from "@/lib/dal/search/score-haystack";
import { createWorkspace } from "@/lib/dal/workspaces/create-workspace";
import { getDb } from "@/lib/db/prisma";
import { buildDevBenchmark } from "@/lib/dev-benchmark/build-dev-benchmark";
import { DEV_HALVES, devHalfOf } from "@/lib/dev-benchmark/dev-half";
import type { DevQuestion } from "@/lib/dev-benchmark/dev-question";
import { embedText } from "@/lib/embeddings/local-embedder";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { computeRetrievalMetrics } from "@/lib/metrics/retrieval-metrics";
import { getMeaningEmbedder } from "@/lib/embeddings/load-word-vectors";
import { sessionMeaning } from "@/lib/embeddings/word-vectors";
import { rankHaystackSessions, sessionTurnTerms, type HaystackSessionInput } from "@/lib/search/rank-haystack-sessions";
import { createHaystackRetriever } from "@/lib/services/experiments/create-haystack-retriever";
import { embedPending } from "@/lib/services/search/embed-pending";
import { withBenchDatabase } from "./bench-database";

const { values } = parseArgs({ options: { seed: { type: "string", default: "14" }, questions: { type: "string", default: "0" } } });
const seed = Number(values.seed);
const dir = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons");
let oracle = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as DevQuestion)
  .filter((q) => q.haystack_session_ids.every((id) => q.answer_session_ids.includes(id)));
const dev = buildDevBenchmark({ questions: oracle, seed });
if (Number(values.questions) > 0) oracle = oracle.slice(0, Number(values.questions));
const wanted = new Set(oracle.map((q) => q.question_id));
const devFile = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-compare-")), "dev.json");
writeFileSync(devFile, JSON.stringify(dev.filter((q) => wanted.has(q.question_id))));
const byId = new Map(dev.map((q) => [q.question_id, q]));
const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

await withBenchDatabase(async () => {
  const workspace = await createWorkspace({ name: "Compare hybrid paths" });
  await importLongMemEval({ workspaceId: workspace.id, benchmark: "dev", paths: [devFile] });
  await embedPending({ workspaceId: workspace.id, kind: "observation" });
  const benchmark = await getDb().benchmark.findFirstOrThrow({ where: { workspaceId: workspace.id }, select: { id: true } });
  const questions = await loadExperimentQuestions({ workspaceId: workspace.id, benchmarkId: benchmark.id });
  const retrieve = createHaystackRetriever({ workspaceId: workspace.id, representation: { kind: "sessions" }, retriever: "hybrid" });
  const rankings: Record<string, { questionId: string; answerSessionIds: string[]; rankedSessionIds: string[]; half: string }[]> = {
    experiment: [],
    "database inputs": [],
    "database inputs, in-memory vectors": [],
    "in memory": [],
  };
  const meaning = getMeaningEmbedder();
  let maxVectorGap = 0;
  let inputProblems = 0;
  let differ = 0;
  for (const q of questions) {
    const d = byId.get(q.externalId)!;
    const half = devHalfOf(q.externalId, seed);
    const embedded = await embedQuery(q.text);
    if (!embedded.ok) throw new Error(embedded.message);
    const queryVector = JSON.parse(embedded.vector) as number[];
    const scored = await scoreHaystack({ workspaceId: workspace.id, questionId: q.id, query: q.text, queryVector, representation: { kind: "sessions" } });
    const turns = await loadSessionTurns({ workspaceId: workspace.id, sessionIds: scored.map((r) => r.sessionId) });
    const qv = embedText(d.question);
    const memoryVector = d.haystack_sessions.map((ts) => Math.max(...ts.map((t) => dot(qv, embedText(t.content)))));
    const questionMeaning = meaning.embed(q.text);
    const meaningOf = (ts: { role: string | null; content: string }[]) => sessionMeaning(meaning, questionMeaning, ts);
    // Inputs as the experiment path builds them (create-haystack-retriever.ts), and as tune-hybrid.ts does.
    const fromDb: HaystackSessionInput[] = scored.map((r) => ({
      key: r.externalId,
      position: r.position,
      dateText: r.dateText,
      turnTerms: sessionTurnTerms(turns.get(r.sessionId)!.map((t) => t.content)),
      turnRoles: turns.get(r.sessionId)!.map((t) => t.role),
      vector: r.vector,
      meaning: meaningOf(turns.get(r.sessionId)!),
    }));
    const inMemory: HaystackSessionInput[] = d.haystack_session_ids.map((id, i) => ({
      key: id,
      position: i,
      dateText: d.haystack_dates[i]!,
      turnTerms: sessionTurnTerms(d.haystack_sessions[i]!.map((t) => t.content)),
      turnRoles: d.haystack_sessions[i]!.map((t) => t.role),
      vector: memoryVector[i]!,
      meaning: meaningOf(d.haystack_sessions[i]!),
    }));
    const problems: string[] = [];
    if (fromDb.length !== inMemory.length) problems.push(`${fromDb.length} sessions in the database, ${inMemory.length} in memory`);
    for (const s of fromDb) {
      const m = inMemory[s.position];
      if (!m || m.key !== s.key) problems.push(`position ${s.position}: ${s.key} vs ${m?.key}`);
      else {
        if (m.dateText !== s.dateText) problems.push(`${s.key}: date ${s.dateText} vs ${m.dateText}`);
        if (JSON.stringify(m.turnTerms) !== JSON.stringify(s.turnTerms)) problems.push(`${s.key}: turns differ`);
        if (JSON.stringify(m.turnRoles) !== JSON.stringify(s.turnRoles)) problems.push(`${s.key}: roles differ`);
        maxVectorGap = Math.max(maxVectorGap, Math.abs((m.vector ?? 0) - (s.vector ?? 0)));
        if (m.meaning !== s.meaning) problems.push(`${s.key}: meaning ${s.meaning} vs ${m.meaning}`);
      }
    }
    if (q.text !== d.question || (q.questionDate ?? null) !== (d.question_date ?? null)) problems.push("question text or date differ");
    if (problems.length) {
      inputProblems++;
      console.log(`${q.externalId}: ${problems.slice(0, 3).join("; ")}`);
    }
    const rank = (sessions: HaystackSessionInput[]) =>
      rankHaystackSessions({ sessions, query: q.text, questionDate: q.questionDate ?? null }).map((r) => r.key);
    const memoryVectorOf = new Map(inMemory.map((s) => [s.key, s.vector]));
    const found = await retrieve(q, queryVector, 10);
    const row = { questionId: q.externalId, answerSessionIds: q.answerSessionIds, half };
    const ranked = {
      experiment: found.rankedSessionIds,
      "database inputs": rank(fromDb),
      "database inputs, in-memory vectors": rank(fromDb.map((s) => ({ ...s, vector: memoryVectorOf.get(s.key)! }))),
      "in memory": rank(inMemory),
    };
    for (const [name, ids] of Object.entries(ranked)) rankings[name]!.push({ ...row, rankedSessionIds: ids });
    if (ranked.experiment.join() !== ranked["in memory"].join()) {
      differ++;
      const top = (ids: string[]) => ids.slice(0, 12).map((id) => (q.answerSessionIds.includes(id) ? `*${id.slice(-6)}` : id.slice(-6)));
      console.log(
        `${q.externalId} (${half}, ${q.type}) ranks differently:\n  experiment ${top(ranked.experiment).join(" ")}\n  in memory  ${top(ranked["in memory"]).join(" ")}`,
      );
    }
  }
  console.log(
    `\n${questions.length} questions; ${inputProblems} with different inputs; largest vector gap ${maxVectorGap.toExponential(2)}; ${differ} ranked differently\n`,
  );
  console.log("| ranking | half | n | R_any@10 | R_all@10 | NDCG@10 |\n| --- | --- | --- | --- | --- | --- |");
  for (const [name, items] of Object.entries(rankings)) {
    for (const half of DEV_HALVES) {
      const m = computeRetrievalMetrics(
        items.filter((i) => i.half === half),
        [10],
      );
      console.log(`| ${name} | ${half} | ${m.n} | ${m.recallAny["10"]?.toFixed(3)} | ${m.recallAll["10"]?.toFixed(3)} | ${m.ndcgAny["10"]?.toFixed(3)} |`);
    }
  }
});
