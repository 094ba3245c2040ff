// Latency percentiles by the nearest-rank method, over every answered request of a workload.

export type LatencySummary = { n: number; p50: number; p95: number; p99: number; max: number; mean: number };

export function nearestRank(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summarizeLatencies(ms: number[]): LatencySummary {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    n: sorted.length,
    p50: round(nearestRank(sorted, 50)),
    p95: round(nearestRank(sorted, 95)),
    p99: round(nearestRank(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
    mean: round(sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length)),
  };
}
