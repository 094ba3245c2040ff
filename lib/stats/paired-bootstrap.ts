import { mulberry32 } from "@/lib/utils/mulberry32";
import { quantileSorted } from "@/lib/stats/quantiles";

export { mulberry32 };

export const DEFAULT_RESAMPLES = 10_000;
export const DEFAULT_SEED = 20240501;

export type BootstrapInterval = { delta: number; lo: number; hi: number; resamples: number; seed: number };

// Paired bootstrap of accuracy(A) - accuracy(B) over the questions both runs answered: resample
// questions with replacement, keeping each question's pair of verdicts together, and take the
// 2.5th and 97.5th percentiles of the resampled differences (type-7 quantiles). Only the
// per-question difference (+1, 0 or -1) matters, so that is all that is resampled.
export function pairedBootstrap(input: {
  a: readonly boolean[];
  b: readonly boolean[];
  resamples?: number;
  seed?: number;
  confidence?: number;
}): BootstrapInterval | null {
  const { a, b } = input;
  if (a.length !== b.length) throw new RangeError(`paired samples differ in length: ${a.length} and ${b.length}`);
  const n = a.length;
  if (n === 0) return null;
  const resamples = input.resamples ?? DEFAULT_RESAMPLES;
  const seed = input.seed ?? DEFAULT_SEED;
  const alpha = 1 - (input.confidence ?? 0.95);
  const diff = new Int8Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    diff[i] = (a[i] ? 1 : 0) - (b[i] ? 1 : 0);
    total += diff[i]!;
  }
  // mulberry32 inlined: the resampling loop makes n x resamples draws (5 million for two
  // 500-question runs), and a closure call per draw doubles its time. Same stream as mulberry32(seed).
  let state = seed >>> 0;
  const deltas = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      sum += diff[Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)]!;
    }
    deltas[r] = sum / n;
  }
  deltas.sort();
  const sorted = Array.from(deltas);
  return {
    delta: total / n,
    lo: quantileSorted(sorted, alpha / 2)!,
    hi: quantileSorted(sorted, 1 - alpha / 2)!,
    resamples,
    seed,
  };
}
