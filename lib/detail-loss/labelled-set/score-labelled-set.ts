export type Prediction = { id: string; expected: boolean; predicted: boolean };

export type LabelledSetScore = {
  truePositives: number;
  falsePositives: number;
  trueNegatives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
  wrong: Prediction[];
};

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

/** Precision, recall and F1 of predicted answerBearingLost against the labels ("lost" is positive). */
export function scoreLabelledSet(predictions: Prediction[]): LabelledSetScore {
  const count = (expected: boolean, predicted: boolean) => predictions.filter((p) => p.expected === expected && p.predicted === predicted).length;
  const truePositives = count(true, true);
  const falsePositives = count(false, true);
  const falseNegatives = count(true, false);
  const precision = ratio(truePositives, truePositives + falsePositives);
  const recall = ratio(truePositives, truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    truePositives,
    falsePositives,
    trueNegatives: count(false, false),
    falseNegatives,
    precision,
    recall,
    f1,
    wrong: predictions.filter((p) => p.expected !== p.predicted),
  };
}
