// The CPU work a retrieval run does per question after its search, alone: the reader's context
// with its token count and the evidence scoring (lib/experiments/score-question.ts), over the
// same synthetic S questions as the experiment-overhead benchmark, without a database. Each
// question's top 10 sessions are ranked as the full-text retriever ranks them, roughly: by the
// session's best turn, scored by the question's content words it holds (no BM25), so about as
// many contexts miss an evidence turn as in the overhead benchmark's full-text run. Prints
// milliseconds per question by phase and a sha256 over every output (context text, tokens,
// evidence coverage, answer found), so a change to this code can be checked to change nothing
// but the time.
//
//   node --conditions=react-server --import tsx scripts/bench/scoring-cpu.ts [--questions N] [--rounds N]
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatSessionText } from "@/lib/experiments/build-reader-context";
import { buildQuestionContext, scoreQuestionEvidence, type QuestionToScore } from "@/lib/experiments/score-question";
import { writeSyntheticDataset } from "@/lib/longmemeval/synthetic/write-synthetic-dataset";
import { contentStems } from "@/lib/embeddings/tokenize";
import { machine } from "./bench-database";

const { values } = parseArgs({ options: { questions: { type: "string", default: "500" }, rounds: { type: "string", default: "3" } } });
const count = Number(values.questions);
const rounds = Number(values.rounds);

type Turn = { role: string; content: string; has_answer?: boolean | null };
type Question = {
  question_id: string;
  question: string;
  answer: unknown;
  haystack_dates: string[];
  haystack_session_ids: string[];
  haystack_sessions: Turn[][];
};

const file = path.join(mkdtempSync(path.join(os.tmpdir(), "lore-scoring-cpu-")), "s.json");
await writeSyntheticDataset({ out: file, scale: "s", seed: 3, from: 0, to: count });
const questions = JSON.parse(readFileSync(file, "utf8")) as Question[];

// Each question as a run hands it to the scorer: the top 10 sessions' text, the evidence turns.
const inputs: QuestionToScore[] = questions.map((q) => {
  const sessions = q.haystack_sessions.map((turns, i) => ({
    id: q.haystack_session_ids[i]!,
    text: formatSessionText(turns),
    date: q.haystack_dates[i] ?? null,
  }));
  const byId = new Map(sessions.map((s) => [s.id, s]));
  const query = new Set(contentStems(q.question));
  const best = q.haystack_sessions.map((turns) => Math.max(0, ...turns.map((t) => new Set(contentStems(t.content).filter((w) => query.has(w))).size)));
  const ranked = sessions
    .map((s, i) => ({ id: s.id, score: best[i]!, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, 10)
    .map((s) => s.id);
  return {
    items: ranked.map((id, i) => ({ id, sessionExternalId: id, text: byId.get(id)!.text, dateText: byId.get(id)!.date, score: 10 - i })),
    k: 10,
    budget: null,
    encoding: "o200k_base",
    heading: "Session",
    evidenceTurns: q.haystack_sessions.flatMap((turns, i) =>
      turns.flatMap((t, j) => (t.has_answer === true ? [{ id: `${q.haystack_session_ids[i]}:${j}`, role: t.role, content: t.content }] : [])),
    ),
    answer: String(q.answer),
    question: q.question,
    isAbstention: q.question_id.endsWith("_abs"),
  };
});

// Round 1 is a cold process (empty token-count memos), as each run's scoring worker starts;
// later rounds show the warm cost.
for (let round = 1; round <= rounds; round++) {
  const hash = createHash("sha256");
  let contextMs = 0;
  let evidenceMs = 0;
  let lost = 0;
  for (const q of inputs) {
    const started = performance.now();
    const context = buildQuestionContext(q);
    const built = performance.now();
    const evidence = scoreQuestionEvidence(q, context);
    evidenceMs += performance.now() - built;
    contextMs += built - started;
    if (evidence.evidenceCoverage !== null && evidence.evidenceCoverage < 1) lost++;
    hash.update(JSON.stringify([context.text, context.tokens, context.included, evidence.evidenceCoverage, evidence.answerInContext]));
  }
  const n = inputs.length;
  console.log(
    JSON.stringify({
      round,
      questions: n,
      contextMsPerQuestion: Number((contextMs / n).toFixed(2)),
      evidenceMsPerQuestion: Number((evidenceMs / n).toFixed(2)),
      questionsWithLostEvidence: lost,
      sha256: hash.digest("hex"),
      load: os.loadavg().map((l) => Number(l.toFixed(2))),
      machine: round === 1 ? machine() : undefined,
    }),
  );
}
