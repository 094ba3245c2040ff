import { wilsonInterval, Z95, type Interval } from "@/lib/stats/wilson-interval";

// The paired 2x2 table of two runs over the same questions.
export type PairedCounts = { both: number; onlyA: number; onlyB: number; neither: number };

// 95% interval for accuracy(A) - accuracy(B) on paired data by Newcombe's method 10 (Newcombe
// 1998, "Improved confidence intervals for the difference between binomial proportions based on
// paired data", Stat Med 17:2635-50): each run's Wilson interval, combined by "square and add"
// with a correction phi for the correlation between the pairs.
//
// We use it for the per-type differences rather than a per-type bootstrap: a question type can
// have a handful of questions, where percentile bootstrap intervals are too narrow and jump with
// the seed, while Newcombe's interval is closed-form, needs no seed and keeps its coverage at small
// n. The overall difference, over hundreds of questions, uses the seeded paired bootstrap.
export function pairedDiffInterval(counts: PairedCounts, z = Z95): Interval | null {
  const { both: e, onlyA: f, onlyB: g, neither: h } = counts;
  const n = e + f + g + h;
  if (n === 0) return null;
  const p1 = (e + f) / n;
  const p2 = (e + g) / n;
  const d = p1 - p2;
  const w1 = wilsonInterval(e + f, n, z)!;
  const w2 = wilsonInterval(e + g, n, z)!;
  const a = (e + f) * (g + h) * (e + g) * (f + h);
  const b = e * h - f * g;
  const c = b > n / 2 ? b - n / 2 : b < 0 ? b : 0;
  const phi = a > 0 ? c / Math.sqrt(a) : 0;
  const lower = d - Math.sqrt(Math.max(0, (p1 - w1.lo) ** 2 - 2 * phi * (p1 - w1.lo) * (w2.hi - p2) + (w2.hi - p2) ** 2));
  const upper = d + Math.sqrt(Math.max(0, (p2 - w2.lo) ** 2 - 2 * phi * (p2 - w2.lo) * (w1.hi - p1) + (w1.hi - p1) ** 2));
  return { lo: Math.max(-1, lower), hi: Math.min(1, upper) };
}
