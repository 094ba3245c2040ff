import "server-only";
import { getBenchmarkImportState } from "@/lib/dal/benchmarks/get-benchmark-import-state";
import { embedQuery } from "@/lib/embeddings/embed-query";
import { getVectorSupport } from "@/lib/dal/search/get-vector-support";
import { embedPending } from "@/lib/services/search/embed-pending";
import { loadExperimentQuestions } from "@/lib/dal/experiments/load-experiment-questions";
import { finishExperimentRun, saveExperimentResults } from "@/lib/dal/experiments/save-experiment-results";
import { startExperimentRun } from "@/lib/dal/experiments/start-experiment-run";
import { AppError } from "@/lib/errors";
import { createLookAhead, createSerialWriter } from "@/lib/experiments/pipeline";
import { scoringModeFromEnv, startQuestionScorer, type QuestionScorer, type ScoringMode } from "@/lib/experiments/question-scorer";
import type { Retriever } from "@/lib/experiments/rank-scored-sessions";
import { createHaystackRetriever, type HaystackRetrieval, type Representation } from "@/lib/services/experiments/create-haystack-retriever";
import { summarizeRetrievalRun, type RetrievalResultForSummary } from "@/lib/experiments/summarize-retrieval-run";
import type { TokenEncoding } from "@/lib/experiments/token-counter";

export type { Representation } from "@/lib/services/experiments/create-haystack-retriever";

export type RetrievalExperimentInput = {
  workspaceId: string;
  benchmarkId: string;
  /** Run on a benchmark whose import did not finish (refused otherwise). */
  allowIncomplete?: boolean;
  name: string;
  representation: Representation;
  retriever: Retriever;
  k: number;
  budget: number | null;
  encoding: TokenEncoding;
  actorId: string | null;
  onProgress?: (done: number, total: number) => void;
  shouldStop?: () => boolean;
  /** Milliseconds spent per phase are added here (the overhead benchmark reports them). With the
   * pipeline on, "retrieve" and "save" are the time spent waiting for the database. */
  timings?: ExperimentTimings;
  /** The study step's configuration hash, recorded on the run so a later plan reuses it. */
  configHash?: string | null;
  /** false: one question at a time, each save awaited, scored inline (the benchmark and a test compare both). */
  pipeline?: boolean;
  /** Where the pipeline scores questions; LORE_EXPERIMENT_SCORING (default "auto") when not given. */
  scoring?: ScoringMode;
  /** Hears each question's result as it is scored (the retrieval-quality benchmark reads the rankings). */
  onResult?: (result: RetrievalResultForSummary) => void;
};

type TimedPhase = "load" | "retrieve" | "context" | "evidence" | "save";
export type ExperimentTimings = Partial<Record<TimedPhase, number>> & { scoredIn?: QuestionScorer["where"] };

// A benchmark whose import stopped half-way would give figures over whichever questions happened
// to be stored: refused, unless the caller asks for it.
async function assertBenchmarkComplete(input: { workspaceId: string; benchmarkId: string; allowIncomplete?: boolean }): Promise<void> {
  if (input.allowIncomplete) return;
  const benchmark = await getBenchmarkImportState(input);
  if (benchmark?.importState === "incomplete")
    throw new AppError(
      "CONFLICT",
      `Benchmark ${benchmark.name} is an incomplete import (${benchmark.importProblem ?? "its import did not finish"}): finish the import by running it again, remove it with lore import undo --benchmark ${benchmark.name}, or pass --allow-incomplete.`,
    );
}

const SAVE_EVERY = 20;
// Questions whose searches run ahead of the one being scored (see createLookAhead).
const LOOK_AHEAD = 2;
const EMBEDDED_KIND = { sessions: "observation", factsheets: "fact_sheet", memories: "memory" } as const;
const representationLabel = (r: Representation) => (r.kind === "factsheets" ? `factsheets:${r.label}` : r.kind);

// For each question: search only its own haystack in the chosen representation, build the reader
// context as a reader would receive it, and score both the records found (session recall) and the
// evidence the context still holds (detail-loss coverage, gold answer present).
export async function runRetrievalExperiment(input: RetrievalExperimentInput) {
  await assertBenchmarkComplete(input);
  const vectors = (await getVectorSupport()).available;
  if (input.retriever !== "fulltext" && !vectors) {
    throw new AppError("INVALID_INPUT", `This database has no pgvector extension, so the ${input.retriever} retriever cannot run: use --retriever fulltext.`);
  }
  if (input.retriever !== "fulltext") {
    await embedPending({ workspaceId: input.workspaceId, kind: EMBEDDED_KIND[input.representation.kind] });
  }
  const configuration = {
    representation: representationLabel(input.representation),
    retriever: input.retriever,
    k: input.k,
    budget: input.budget,
    encoding: input.encoding,
  };
  let lap = performance.now();
  const time = (phase: TimedPhase) => {
    const now = performance.now();
    if (input.timings) input.timings[phase] = (input.timings[phase] ?? 0) + now - lap;
    lap = now;
  };
  // Puts `ms` of the time since the last lap on `phase`, the rest staying with the next lap.
  const addTime = (phase: TimedPhase, ms: number) => {
    if (input.timings) input.timings[phase] = (input.timings[phase] ?? 0) + ms;
    lap += ms;
  };
  // Read before the run is recorded, so a wrong setting leaves no run behind.
  const scoring = input.pipeline === false ? "inline" : (input.scoring ?? scoringModeFromEnv());
  const questions = await loadExperimentQuestions({ workspaceId: input.workspaceId, benchmarkId: input.benchmarkId });
  if (questions.length === 0) throw new AppError("NOT_FOUND", "This benchmark has no questions: import them first.");
  const { runId, done } = await startExperimentRun({
    workspaceId: input.workspaceId,
    benchmarkId: input.benchmarkId,
    name: input.name,
    kind: "retrieval",
    configuration,
    actorId: input.actorId,
    configHash: input.configHash ?? null,
  });
  const summaries: RetrievalResultForSummary[] = [];
  let pending: Parameters<typeof saveExperimentResults>[0] = [];
  const retrieve = createHaystackRetriever({ workspaceId: input.workspaceId, representation: input.representation, retriever: input.retriever });
  time("load");

  const retrieveFor = async (q: (typeof questions)[number]): Promise<HaystackRetrieval> => {
    let queryVector: number[] | null = null;
    if (input.retriever !== "fulltext") {
      const embedded = await embedQuery(q.text);
      if (!embedded.ok) throw new AppError("INTERNAL", `Could not embed question ${q.externalId}: ${embedded.message}`);
      queryVector = JSON.parse(embedded.vector) as number[];
    }
    return retrieve(q, queryVector, input.k);
  };
  // A pipeline: the next questions' queries and the last batch's save are in flight while
  // question i's context, tokens and evidence are computed, so database time (another
  // process when `npm start` serves it) overlaps CPU time. That work runs on a worker thread when
  // one can start (question-scorer.ts): the one database connection passes from query to query
  // only when this thread's event loop gets a turn. Up to LOOK_AHEAD searches are in flight (they
  // only read) and saves run one at a time in order, so the results are the same as one question
  // at a time.
  const pipeline = input.pipeline !== false;
  const retrievals = createLookAhead(questions, retrieveFor, pipeline ? LOOK_AHEAD : 0);
  const saves = createSerialWriter(saveExperimentResults, pipeline);
  const scorer = await startQuestionScorer({ mode: scoring, yieldBetween: pipeline });
  if (input.timings) input.timings.scoredIn = scorer.where;
  time("load");

  try {
    for (const [index, q] of questions.entries()) {
      if (input.shouldStop?.()) break;
      const found = await retrievals.take(index);
      time("retrieve");
      const scored = await scorer.score({
        items: found.items,
        k: input.k,
        budget: input.budget,
        encoding: input.encoding,
        heading: found.heading,
        evidenceTurns: q.evidenceTurns,
        answer: q.answer,
        question: q.text,
        isAbstention: q.isAbstention,
      });
      const { context } = scored;
      // The scorer's own clock splits the wait into its two phases.
      addTime("context", scored.ms.context);
      addTime("evidence", scored.ms.evidence);
      const result: RetrievalResultForSummary = {
        questionId: q.externalId,
        type: q.type,
        isAbstention: q.isAbstention,
        rankedSessionIds: found.rankedSessionIds,
        answerSessionIds: q.answerSessionIds,
        readerInputTokens: context.tokens,
        evidenceCoverage: scored.evidenceCoverage,
        answerInContext: scored.answerInContext,
      };
      summaries.push(result);
      input.onResult?.(result);
      if (!done.has(q.externalId)) {
        pending.push({
          runId,
          questionId: q.id,
          questionExternalId: q.externalId,
          questionType: q.type,
          readerInputTokens: context.tokens,
          evidenceCoverage: result.evidenceCoverage,
          answerInContext: result.answerInContext,
          readerContext: context.text,
          retrieved: found.retrieved,
        });
      }
      if (pending.length >= SAVE_EVERY) {
        await saves.write(pending);
        pending = [];
      }
      input.onProgress?.(index + 1, questions.length);
      time("save");
    }
  } finally {
    // A stop or an error leaves nothing running behind the caller's back.
    await Promise.all([retrievals.settle(), saves.settle(), scorer.close()]);
  }
  await saves.flush();
  await saveExperimentResults(pending);
  const complete = summaries.length === questions.length;
  await finishExperimentRun({ runId, workspaceId: input.workspaceId, status: complete ? "completed" : "failed" });
  time("save");
  return { runId, complete, ...summarizeRetrievalRun({ run: input.name, k: input.k, results: summaries }) };
}
