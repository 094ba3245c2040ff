// The normal quantile for a two-sided 95% interval, to the precision R's qnorm(0.975) prints.
export const Z95 = 1.959963984540054;

export type Interval = { lo: number; hi: number };

// Wilson's score interval (Wilson 1927) for a binomial proportion. Unlike the textbook Wald
// interval it stays inside [0, 1] and keeps its coverage near 0% and 100% accuracy, which is where
// benchmark accuracies live. Null when there is nothing to estimate from.
export function wilsonInterval(successes: number, n: number, z = Z95): Interval | null {
  if (!Number.isInteger(successes) || !Number.isInteger(n) || successes < 0 || successes > n) {
    throw new RangeError(`wilsonInterval needs whole numbers 0 <= successes <= n, got ${successes}/${n}`);
  }
  if (n === 0) return null;
  return wilsonFromProportion(successes / n, n, z);
}

// The same interval from a proportion and a sample size that need not be whole, for an effective
// sample size (see stratifiedWilsonInterval).
export function wilsonFromProportion(p: number, n: number, z = Z95): Interval {
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // Rounding can leave the bounds a hair outside [0, 1] at p = 0 or 1.
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

export type Stratum = { n: number; correct: number };

// An interval for LongMemEval's task-averaged accuracy: the unweighted mean of per-type
// accuracies, a stratified proportion with equal weights. A plain Wilson interval over all
// questions would be for the pooled accuracy, not this one. We use the Wilson interval with the
// effective sample size n_eff = p(1 - p) / Var(p), where Var(p) = sum over types of
// p_t(1 - p_t) / n_t divided by (number of types)^2 (Kish's design-effect correction, as survey
// statistics applies it to Wilson intervals). With equal type sizes and accuracies it is exactly
// the pooled Wilson interval. When every type is at 0% or 100% the variance estimate is zero and
// the pooled size is used instead.
export function stratifiedWilsonInterval(strata: Stratum[], z = Z95): Interval | null {
  const used = strata.filter((s) => s.n > 0);
  if (!used.length) return null;
  const t = used.length;
  const p = used.reduce((sum, s) => sum + s.correct / s.n, 0) / t;
  const variance =
    used.reduce((sum, s) => {
      const pt = s.correct / s.n;
      return sum + (pt * (1 - pt)) / s.n;
    }, 0) /
    (t * t);
  const pooled = used.reduce((sum, s) => sum + s.n, 0);
  const nEff = variance > 0 && p > 0 && p < 1 ? (p * (1 - p)) / variance : pooled;
  return wilsonFromProportion(p, nEff, z);
}
