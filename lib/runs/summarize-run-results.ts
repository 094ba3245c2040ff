export type ResultForSummary = {
  correct: boolean | null;
  readerInputTokens: number | null;
  evidenceCoverage: number | null;
};

export type RunSummary = {
  n: number;
  judged: number;
  correct: number;
  accuracy: number | null;
  readerTokensMean: number | null;
  evidenceCoverageMean: number | null;
};

function mean(values: number[]): number | null {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

export function summarizeRunResults(results: ResultForSummary[]): RunSummary {
  const judged = results.filter((r) => r.correct !== null);
  const correct = judged.filter((r) => r.correct).length;
  return {
    n: results.length,
    judged: judged.length,
    correct,
    accuracy: judged.length ? correct / judged.length : null,
    readerTokensMean: mean(results.flatMap((r) => (r.readerInputTokens === null ? [] : [r.readerInputTokens]))),
    evidenceCoverageMean: mean(results.flatMap((r) => (r.evidenceCoverage === null ? [] : [r.evidenceCoverage]))),
  };
}
