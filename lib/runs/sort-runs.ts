import type { RunSort } from "@/lib/schemas/run";

export type SortableRun = {
  name: string;
  createdAt: Date;
  benchmark: { name: string };
  summary: {
    judged: number;
    accuracy: number | null;
    readerTokensMean: number | null;
    recallAt10: number | null;
    recallAtK?: number | null;
    evidenceCoverageMean: number | null;
  };
};

const KEYS: Record<RunSort, (run: SortableRun) => number | string | null> = {
  created: (run) => run.createdAt.getTime(),
  name: (run) => run.name.toLowerCase(),
  benchmark: (run) => run.benchmark.name.toLowerCase(),
  n: (run) => run.summary.judged,
  accuracy: (run) => run.summary.accuracy,
  tokens: (run) => run.summary.readerTokensMean,
  recall: (run) => (run.summary.recallAtK === undefined ? run.summary.recallAt10 : run.summary.recallAtK),
  coverage: (run) => run.summary.evidenceCoverageMean,
};

// Sorts by one column; runs without a value for it (no judged questions, no retrieval) go last in
// either direction, and ties keep the newest run first.
export function sortRuns<R extends SortableRun>(runs: readonly R[], sort: RunSort, dir: "asc" | "desc"): R[] {
  const key = KEYS[sort];
  const sign = dir === "asc" ? 1 : -1;
  return [...runs].sort((x, y) => {
    const a = key(x);
    const b = key(y);
    if (a === null || b === null) {
      if (a !== b) return a === null ? 1 : -1;
    } else if (a !== b) {
      return (a < b ? -1 : 1) * sign;
    }
    return y.createdAt.getTime() - x.createdAt.getTime();
  });
}
