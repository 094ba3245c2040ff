// Exact McNemar test: two-sided, binomial on the discordant pairs. b and c are the questions one
// run got right and the other wrong, in each direction. Under "the runs are equally accurate" each
// discordant pair falls either way with probability 1/2, so the smaller count is
// X ~ Binomial(b + c, 1/2) and p = min(1, 2 P(X <= min(b, c))). No discordant pairs: p = 1.
export function mcnemarExact(b: number, c: number): number {
  if (!Number.isInteger(b) || !Number.isInteger(c) || b < 0 || c < 0) {
    throw new RangeError(`mcnemarExact needs two whole counts, got ${b} and ${c}`);
  }
  const n = b + c;
  if (n === 0) return 1;
  return Math.min(1, 2 * binomialHalfCdf(Math.min(b, c), n));
}

// P(X <= k) for X ~ Binomial(n, 1/2). Summed in log space: 2^-n underflows a double past n ~ 1074,
// and a benchmark comparison can have more discordant pairs than that.
export function binomialHalfCdf(k: number, n: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  const logTerms: number[] = [];
  let logChoose = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    logTerms.push(logChoose - n * Math.LN2);
  }
  const max = Math.max(...logTerms);
  const sum = logTerms.reduce((acc, term) => acc + Math.exp(term - max), 0);
  return Math.min(1, Math.exp(max) * sum);
}
