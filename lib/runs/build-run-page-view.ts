import { isAbstentionId, isQuestionType } from "@/lib/longmemeval/question-types";
import { computeQaMetrics } from "@/lib/metrics/qa-accuracy";
import type { ComparableResult } from "@/lib/runs/comparable-result";
import { compareQuestionTypes } from "@/lib/runs/comparable-result";
import { sessionRecall, STAGE_KS, typeAccuracy, type TypeAccuracy } from "@/lib/runs/compute-run-stages";
import type { StageVerdicts } from "@/lib/questions/stage-verdicts";
import { resultStageVerdicts } from "@/lib/runs/result-stage-verdicts";
import { describeDistribution } from "@/lib/stats/quantiles";
import { stratifiedWilsonInterval, wilsonInterval } from "@/lib/stats/wilson-interval";

export type RunPageResult = ComparableResult & { questionText: string | null; hypothesis?: string | null };

export type RunQuestionRow = {
  questionExternalId: string;
  href: string | null;
  text: string | null;
  type: string | null;
  isAbstention: boolean;
  correct: boolean | null;
  readerInputTokens: number | null;
  evidenceCoverage: number | null;
  answerInContext: boolean | null;
  /** The reader's answer, as recorded; null for a run without answers. */
  hypothesis: string | null;
  /** Every stage verdict, from the same function as the question's trace. */
  verdicts: StageVerdicts;
  /** The coverage shown beside the evidence stage: none where that stage does not apply (abstention questions). */
  evidenceCoverageShown: number | null;
};

// Everything the run page shows, from the run's results: the official accuracies (overall,
// task-averaged, abstention) each with a 95% interval, per-type accuracy, reader cost, session
// recall and evidence coverage, and one row per question linking to its trace. A run that names its
// k (what its reader received) shows recall up to that k and not beyond: a k = 5 run reports
// recall_any@5, never @10.
export function recallCutoffs(k: number | null): number[] {
  if (k === null) return [...STAGE_KS];
  return [...new Set([...STAGE_KS.filter((x) => x <= k), k])].sort((a, b) => a - b);
}

export function buildRunPageView(results: RunPageResult[], options: { k?: number | null; configuration?: unknown } = {}) {
  const runJudged = results.some((r) => r.correct !== null);
  const configuration = options.configuration ?? (options.k ? { k: options.k } : {});
  const judged = results.filter((r): r is RunPageResult & { correct: boolean } => r.correct !== null);
  const qa = computeQaMetrics(judged.map((r) => ({ questionId: r.questionExternalId, questionType: r.questionType, correct: r.correct })));
  const byType: (TypeAccuracy & { type: string })[] = Object.entries(qa.byType)
    .sort(([x], [y]) => compareQuestionTypes(x, y))
    .map(([type, cell]) => ({ type, ...typeAccuracy(cell.n, cell.correct) }));
  const officialTypes = byType.filter((row) => isQuestionType(row.type));
  const coverage = results.flatMap((r) => (r.evidenceCoverage === null ? [] : [r.evidenceCoverage]));
  const inContext = results.flatMap((r) => (r.answerInContext === null ? [] : [r.answerInContext]));
  const ks = recallCutoffs(options.k ?? null);
  const recall = sessionRecall(results, ks);
  return {
    results: results.length,
    overall: { n: qa.n, correct: qa.correct, accuracy: qa.accuracy, ci95: wilsonInterval(qa.correct, qa.n) },
    taskAveraged: {
      accuracy: qa.taskAveragedAccuracy,
      types: officialTypes.length,
      ci95: qa.taskAveragedAccuracy === null ? null : stratifiedWilsonInterval(officialTypes.map((t) => ({ n: t.n, correct: t.correct }))),
    },
    abstention: { ...qa.abstention, ci95: wilsonInterval(qa.abstention.correct, qa.abstention.n) },
    byType,
    untyped: judged.filter((r) => r.questionType === null).length,
    readerTokens: describeDistribution(results.flatMap((r) => (r.readerInputTokens === null ? [] : [r.readerInputTokens]))),
    recall: { n: recall.n, ks, recallAny: recall.recallAny },
    evidenceCoverage: { n: coverage.length, mean: coverage.length ? coverage.reduce((a, b) => a + b, 0) / coverage.length : null },
    answerInContext: { n: inContext.length, rate: inContext.length ? inContext.filter(Boolean).length / inContext.length : null },
    questions: results.map(
      (r): RunQuestionRow => ({
        questionExternalId: r.questionExternalId,
        href: r.questionId ? `/questions/${encodeURIComponent(r.questionId)}` : null,
        text: r.questionText,
        type: r.questionType,
        isAbstention: r.isAbstention ?? isAbstentionId(r.questionExternalId),
        correct: r.correct,
        readerInputTokens: r.readerInputTokens,
        evidenceCoverage: r.evidenceCoverage,
        answerInContext: r.answerInContext,
        hypothesis: r.hypothesis ?? null,
        ...withVerdicts(resultStageVerdicts({ result: r, configuration, runJudged }), r.evidenceCoverage),
      }),
    ),
  };
}

function withVerdicts(verdicts: StageVerdicts, coverage: number | null) {
  return { verdicts, evidenceCoverageShown: verdicts.context.status === "not-applicable" ? null : coverage };
}

export type RunPageView = ReturnType<typeof buildRunPageView>;
