import { isAbstentionId, isQuestionType } from "@/lib/longmemeval/question-types";

export type QaRow = { questionId: string; questionType: string | null; correct: boolean };

export type AccuracyCell = { n: number; correct: number; accuracy: number | null };

export type QaMetrics = AccuracyCell & {
  taskAveragedAccuracy: number | null;
  abstention: AccuracyCell;
  byType: Record<string, AccuracyCell>;
};

function cell(n: number, correct: number): AccuracyCell {
  return { n, correct, accuracy: n ? correct / n : null };
}

// Mirrors LongMemEval's src/evaluation/print_qa_metrics.py:
// - overall accuracy is over every judged row;
// - task-averaged accuracy is the unweighted mean of the per-type accuracies, so a small type
//   (30 preference questions) weighs as much as a large one (133 multi-session ones);
// - abstention accuracy is over `_abs` ids, which also count in their own type and overall.
// Two deliberate departures, because the official script assumes the full 500-question set with
// known types: a type with no rows is left out of the task average (the script would print nan),
// and a row whose type is unknown or missing still counts overall (the script would crash). Types
// outside the official six are reported in byType but not averaged, as the script has no bucket
// for them.
export function computeQaMetrics(rows: QaRow[]): QaMetrics {
  const counts = new Map<string, { n: number; correct: number }>();
  let correct = 0;
  let abstentionN = 0;
  let abstentionCorrect = 0;

  for (const row of rows) {
    if (row.correct) correct++;
    if (isAbstentionId(row.questionId)) {
      abstentionN++;
      if (row.correct) abstentionCorrect++;
    }
    if (row.questionType === null) continue;
    const c = counts.get(row.questionType) ?? { n: 0, correct: 0 };
    c.n++;
    if (row.correct) c.correct++;
    counts.set(row.questionType, c);
  }

  const byType: Record<string, AccuracyCell> = {};
  const officialAccuracies: number[] = [];
  for (const [type, c] of counts) {
    byType[type] = cell(c.n, c.correct);
    if (isQuestionType(type)) officialAccuracies.push(c.correct / c.n);
  }

  return {
    ...cell(rows.length, correct),
    taskAveragedAccuracy: officialAccuracies.length ? officialAccuracies.reduce((a, b) => a + b, 0) / officialAccuracies.length : null,
    abstention: cell(abstentionN, abstentionCorrect),
    byType,
  };
}
