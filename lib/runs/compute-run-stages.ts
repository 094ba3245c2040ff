import { computeQaMetrics } from "@/lib/metrics/qa-accuracy";
import { computeRetrievalMetrics } from "@/lib/metrics/retrieval-metrics";
import type { ComparableResult, ComparableRun } from "@/lib/runs/comparable-result";
import { describeDistribution, type Distribution } from "@/lib/stats/quantiles";
import { wilsonInterval, type Interval } from "@/lib/stats/wilson-interval";

export const STAGE_KS = [1, 3, 5, 10] as const;

export type TypeAccuracy = { n: number; correct: number; accuracy: number | null; ci95: Interval | null };

// One run's pipeline, stage by stage: did retrieval find an answer session (session recall_any@k,
// LongMemEval's definition), did the answer-bearing turns reach the reader (evidence coverage),
// and was the answer right.
export type RunStages = {
  runId: string;
  name: string;
  n: number;
  accuracy: number | null;
  accuracyCi95: Interval | null;
  byType: Record<string, TypeAccuracy>;
  // Questions scored for recall (non-abstention, with a ranking and known answer sessions).
  recallN: number;
  recallAny: Record<string, number> | null;
  evidenceN: number;
  evidenceCoverage: number | null;
  readerTokens: Distribution;
};

// Recall as LongMemEval computes it, from the ranked session ids and the benchmark's answer
// sessions; abstention questions are skipped inside computeRetrievalMetrics.
export function sessionRecall(results: ComparableResult[], ks: readonly number[] = STAGE_KS): { n: number; recallAny: Record<string, number> | null } {
  const items = results.flatMap((r) =>
    r.retrievedSessionIds && r.answerSessionIds?.length
      ? [{ questionId: r.questionExternalId, rankedSessionIds: r.retrievedSessionIds, answerSessionIds: r.answerSessionIds }]
      : [],
  );
  const metrics = computeRetrievalMetrics(items, ks);
  return { n: metrics.n, recallAny: metrics.n ? metrics.recallAny : null };
}

export function typeAccuracy(n: number, correct: number): TypeAccuracy {
  return { n, correct, accuracy: n ? correct / n : null, ci95: wilsonInterval(correct, n) };
}

export function stagesOf(run: ComparableRun, results: ComparableResult[]): RunStages {
  const judged = results.filter((r): r is ComparableResult & { correct: boolean } => r.correct !== null);
  const qa = computeQaMetrics(judged.map((r) => ({ questionId: r.questionExternalId, questionType: r.questionType, correct: r.correct })));
  const recall = sessionRecall(results);
  const coverage = results.flatMap((r) => (r.evidenceCoverage === null ? [] : [r.evidenceCoverage]));
  const byType: Record<string, TypeAccuracy> = {};
  for (const [type, cell] of Object.entries(qa.byType)) byType[type] = typeAccuracy(cell.n, cell.correct);
  return {
    runId: run.id,
    name: run.name,
    n: qa.n,
    accuracy: qa.accuracy,
    accuracyCi95: wilsonInterval(qa.correct, qa.n),
    byType,
    recallN: recall.n,
    recallAny: recall.recallAny,
    evidenceN: coverage.length,
    evidenceCoverage: coverage.length ? coverage.reduce((a, b) => a + b, 0) / coverage.length : null,
    readerTokens: describeDistribution(results.flatMap((r) => (r.readerInputTokens === null ? [] : [r.readerInputTokens]))),
  };
}

// Stages of each run over the questions every judged run judged, so the bars compare like with
// like. A run without verdicts (retrieval only) would empty that intersection and blank every
// figure, so it is measured over all its own results instead and listed in unjudgedRunIds.
export function computeRunStages(runs: ComparableRun[]): { sharedQuestions: number; unjudgedRunIds: string[]; runs: RunStages[] } {
  const judgedIds = runs.map((run) => new Set(run.results.filter((r) => r.correct !== null).map((r) => r.questionExternalId)));
  const judged = judgedIds.filter((ids) => ids.size > 0);
  const shared = judged.length ? [...judged[0]!].filter((id) => judged.every((ids) => ids.has(id))) : [];
  const sharedSet = new Set(shared);
  return {
    sharedQuestions: shared.length,
    unjudgedRunIds: runs.filter((_, i) => judgedIds[i]!.size === 0).map((run) => run.id),
    runs: runs.map((run, i) => stagesOf(run, judgedIds[i]!.size === 0 ? run.results : run.results.filter((r) => sharedSet.has(r.questionExternalId)))),
  };
}
