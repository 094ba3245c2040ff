import type { RunRow } from "@/lib/longmemeval/parse-run-row";
import { computeQaMetrics, type QaMetrics } from "@/lib/metrics/qa-accuracy";
import { computeRetrievalMetrics, sessionIdOfCorpusId, type RetrievalMetrics } from "@/lib/metrics/retrieval-metrics";

export type BenchmarkQuestionInfo = { id: string; type: string; answerSessionIds: string[]; haystackSessionIds: string[] };

export type ScoredResult = RunRow & { questionDbId: string | null; resolvedType: string | null; rankedSessionIds: string[] | null };

export type ImportedRunScore = QaMetrics & {
  results: number;
  unmatchedQuestionIds: string[];
  readerTokensMean: number | null;
  retrieval: RetrievalMetrics | null;
};

// Official logs rank turn-level corpus ids (<session>_<turn>); some tools rank sessions directly.
// A corpus id that is itself one of the question's haystack sessions is taken as session-level.
function toSessionIds(ranked: string[], question: BenchmarkQuestionInfo | undefined): string[] {
  const haystack = new Set(question?.haystackSessionIds ?? []);
  return ranked.map((id) => (haystack.has(id) || !id.includes("_") ? id : sessionIdOfCorpusId(id)));
}

export function scoreImportedRun(rows: RunRow[], questions: Map<string, BenchmarkQuestionInfo>): { results: ScoredResult[]; score: ImportedRunScore } {
  const results: ScoredResult[] = rows.map((row) => {
    const question = questions.get(row.questionId);
    return {
      ...row,
      questionDbId: question?.id ?? null,
      // The benchmark's type wins: a run file's own question_type is only a fallback.
      resolvedType: question?.type ?? row.questionType,
      rankedSessionIds: row.rankedCorpusIds ? toSessionIds(row.rankedCorpusIds, question) : null,
    };
  });
  const judged = results.filter((r): r is ScoredResult & { correct: boolean } => r.correct !== null);
  const qa = computeQaMetrics(judged.map((r) => ({ questionId: r.questionId, questionType: r.resolvedType, correct: r.correct })));
  const tokens = results.flatMap((r) => (r.readerInputTokens === null ? [] : [r.readerInputTokens]));
  const retrievalItems = results.flatMap((r) => {
    const answers = questions.get(r.questionId)?.answerSessionIds ?? answerSessionIdsFromRaw(r.raw);
    return r.rankedSessionIds && answers.length ? [{ questionId: r.questionId, rankedSessionIds: r.rankedSessionIds, answerSessionIds: answers }] : [];
  });
  return {
    results,
    score: {
      ...qa,
      results: results.length,
      unmatchedQuestionIds: results.filter((r) => !r.questionDbId).map((r) => r.questionId),
      readerTokensMean: tokens.length ? tokens.reduce((a, b) => a + b, 0) / tokens.length : null,
      retrieval: retrievalItems.length ? computeRetrievalMetrics(retrievalItems) : null,
    },
  };
}

function answerSessionIdsFromRaw(raw: unknown): string[] {
  const ids = (raw as { answer_session_ids?: unknown } | null)?.answer_session_ids;
  return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === "string") : [];
}
