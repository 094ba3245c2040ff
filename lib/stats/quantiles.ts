// Quantiles by linear interpolation between order statistics: R's default (type 7) and numpy's
// default, so a reader checking our median or p90 in either gets the same number.
export function quantileSorted(sorted: readonly number[], q: number): number | null {
  if (q < 0 || q > 1) throw new RangeError(`quantile must be in [0, 1], got ${q}`);
  if (!sorted.length) return null;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below]!;
  return low + (sorted[above]! - low) * (position - below);
}

export function quantile(values: readonly number[], q: number): number | null {
  return quantileSorted(
    [...values].sort((a, b) => a - b),
    q,
  );
}

export type Distribution = { n: number; mean: number | null; median: number | null; p90: number | null };

export function describeDistribution(values: readonly number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    mean: sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null,
    median: quantileSorted(sorted, 0.5),
    p90: quantileSorted(sorted, 0.9),
  };
}
