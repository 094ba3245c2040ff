import { analyzeDetailLoss } from "../analyze-detail-loss";
import type { LoadedCase } from "./load-labelled-set";
import { scoreLabelledSet, type LabelledSetScore, type Prediction } from "./score-labelled-set";

/** What analyzeDetailLoss is told besides the turns and the sheet. */
export type EvaluationMode = "answer" | "answer+question";

export type CaseResult = Prediction & {
  questionType: string;
  variant: string;
  change: string;
  criticalBasis: string;
  coverage: number;
  lostCritical: string[];
};

export type LabelledSetEvaluation = {
  mode: EvaluationMode;
  cases: number;
  score: LabelledSetScore;
  byQuestionType: Record<string, LabelledSetScore & { cases: number }>;
  results: CaseResult[];
};

/**
 * Run analyzeDetailLoss on every loaded case (always with the gold answer, and with the question
 * in "answer+question" mode) and score answerBearingLost against the labels, overall and per
 * LongMemEval question type. Pure: the cases come in already loaded.
 */
export function evaluateLabelledSet(cases: LoadedCase[], mode: EvaluationMode): LabelledSetEvaluation {
  const results: CaseResult[] = cases.map((c) => {
    const report = analyzeDetailLoss({
      turns: c.turns,
      factSheet: c.factSheet,
      answer: c.answer,
      question: mode === "answer+question" ? c.question : undefined,
    });
    return {
      id: c.id,
      expected: c.expectedAnswerBearingLost,
      predicted: report.answerBearingLost,
      questionType: c.questionType,
      variant: c.variant,
      change: c.change,
      criticalBasis: report.criticalBasis,
      coverage: report.coverage,
      lostCritical: report.details.filter((d) => d.critical && !d.kept).map((d) => `${d.kind}: ${d.text.slice(0, 80)}`),
    };
  });
  const types = [...new Set(results.map((r) => r.questionType))].sort();
  const byQuestionType = Object.fromEntries(
    types.map((type) => {
      const subset = results.filter((r) => r.questionType === type);
      return [type, { cases: subset.length, ...scoreLabelledSet(subset) }];
    }),
  );
  return { mode, cases: results.length, score: scoreLabelledSet(results), byQuestionType, results };
}
