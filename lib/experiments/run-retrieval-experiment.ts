import "server-only";
import { embedQuery } from "@/lib/dal/search/embed-query";
import { scoreHaystack } from "@/lib/dal/search/rank-haystack";
import { getVectorSupport } from "@/lib/dal/search/vector-support";
import { embedPending } from "@/lib/dal/search/write-embeddings";
import { loadExperimentQuestions } from "@/lib/dal/experiments/load-experiment-questions";
import { loadSessionTurns } from "@/lib/dal/experiments/load-session-texts";
import { finishExperimentRun, saveExperimentResults } from "@/lib/dal/experiments/save-experiment-results";
import { startExperimentRun } from "@/lib/dal/experiments/start-experiment-run";
import { AppError } from "@/lib/errors";
import { buildReaderContext, formatSessionText } from "@/lib/experiments/build-reader-context";
import { rankScoredSessions, type Retriever } from "@/lib/experiments/rank-scored-sessions";
import { answerInContext, evidenceCoverage } from "@/lib/experiments/score-evidence";
import { summarizeRetrievalRun, type RetrievalResultForSummary } from "@/lib/experiments/summarize-retrieval-run";
import type { TokenEncoding } from "@/lib/experiments/token-counter";

export type Representation = { kind: "sessions" } | { kind: "factsheets"; extractorId: string; label: string };

export type RetrievalExperimentInput = {
  workspaceId: string;
  benchmarkId: string;
  name: string;
  representation: Representation;
  retriever: Retriever;
  k: number;
  budget: number | null;
  encoding: TokenEncoding;
  actorId: string | null;
  onProgress?: (done: number, total: number) => void;
  shouldStop?: () => boolean;
};

const SAVE_EVERY = 20;

// For each question: search only its own haystack in the chosen representation, build the reader
// context as a reader would receive it, and score both the records found (session recall) and the
// evidence the context still holds (detail-loss coverage, gold answer present).
export async function runRetrievalExperiment(input: RetrievalExperimentInput) {
  const vectors = (await getVectorSupport()).available;
  if (input.retriever !== "fulltext" && !vectors) {
    throw new AppError("INVALID_INPUT", `This database has no pgvector extension, so the ${input.retriever} retriever cannot run: use --retriever fulltext.`);
  }
  if (input.retriever !== "fulltext") {
    await embedPending({ workspaceId: input.workspaceId, kind: input.representation.kind === "sessions" ? "observation" : "fact_sheet" });
  }
  const configuration = {
    representation: input.representation.kind === "sessions" ? "sessions" : `factsheets:${input.representation.label}`,
    retriever: input.retriever,
    k: input.k,
    budget: input.budget,
    encoding: input.encoding,
  };
  const questions = await loadExperimentQuestions({ workspaceId: input.workspaceId, benchmarkId: input.benchmarkId });
  if (questions.length === 0) throw new AppError("NOT_FOUND", "This benchmark has no questions: import them first.");
  const { runId, done } = await startExperimentRun({ workspaceId: input.workspaceId, benchmarkId: input.benchmarkId, name: input.name, kind: "retrieval", configuration, actorId: input.actorId });
  const summaries: RetrievalResultForSummary[] = [];
  let pending: Parameters<typeof saveExperimentResults>[0] = [];
  const representation = input.representation.kind === "sessions" ? ({ kind: "sessions" } as const) : ({ kind: "factsheets", extractorId: input.representation.extractorId } as const);

  for (const [index, q] of questions.entries()) {
    if (input.shouldStop?.()) break;
    let queryVector: number[] | null = null;
    if (input.retriever !== "fulltext") {
      const embedded = await embedQuery(q.text);
      if (!embedded.ok) throw new AppError("INTERNAL", `Could not embed question ${q.externalId}: ${embedded.message}`);
      queryVector = JSON.parse(embedded.vector) as number[];
    }
    const scored = await scoreHaystack({ workspaceId: input.workspaceId, questionId: q.id, query: q.text, queryVector, representation });
    const ranked = rankScoredSessions(scored, input.retriever);
    const top = ranked.slice(0, input.k);
    const turns = representation.kind === "sessions" ? await loadSessionTurns({ workspaceId: input.workspaceId, sessionIds: top.map((r) => r.sessionId) }) : null;
    const context = buildReaderContext({
      items: top.map((r) => ({ id: r.sessionId, sessionExternalId: r.externalId, dateText: r.dateText, score: r.score, text: turns ? formatSessionText(turns.get(r.sessionId) ?? []) : (r.text ?? "") })),
      k: input.k,
      budget: input.budget,
      encoding: input.encoding,
    });
    const result: RetrievalResultForSummary = {
      questionId: q.externalId,
      type: q.type,
      isAbstention: q.isAbstention,
      rankedSessionIds: ranked.map((r) => r.externalId),
      answerSessionIds: q.answerSessionIds,
      readerInputTokens: context.tokens,
      evidenceCoverage: evidenceCoverage({ evidenceTurns: q.evidenceTurns, context: context.text, answer: q.answer, question: q.text }),
      answerInContext: answerInContext(q.answer, context.text, q.isAbstention),
    };
    summaries.push(result);
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
        retrieved: ranked.slice(0, 50).map((r) => ({ rank: r.rank, sessionId: r.sessionId, externalId: r.externalId, score: r.score, fullText: r.fullText, vector: r.vector })),
      });
    }
    if (pending.length >= SAVE_EVERY) {
      await saveExperimentResults(pending);
      pending = [];
    }
    input.onProgress?.(index + 1, questions.length);
  }
  await saveExperimentResults(pending);
  const complete = summaries.length === questions.length;
  await finishExperimentRun({ runId, workspaceId: input.workspaceId, status: complete ? "completed" : "failed" });
  return { runId, complete, ...summarizeRetrievalRun({ run: input.name, k: input.k, results: summaries }) };
}
