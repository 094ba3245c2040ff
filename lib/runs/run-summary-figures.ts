type Aggregate = { results: number; judged: number; correct: number; readerTokensMean: number | null; evidenceCoverageMean: number | null };

// A run's headline figures from its database aggregate (none when it has no results yet).
export function runSummaryFigures(aggregate: Aggregate | undefined) {
  return {
    n: aggregate?.results ?? 0,
    judged: aggregate?.judged ?? 0,
    correct: aggregate?.correct ?? 0,
    accuracy: aggregate && aggregate.judged ? aggregate.correct / aggregate.judged : null,
    readerTokensMean: aggregate?.readerTokensMean ?? null,
    evidenceCoverageMean: aggregate?.evidenceCoverageMean ?? null,
  };
}
