import { Z95, type Interval } from "@/lib/stats/wilson-interval";

export type CorrectedAccuracy =
  | {
      ok: true;
      // The judge's accuracy over the run's judged questions, as reported.
      observed: number;
      // P(judge says correct | a person says correct) and P(judge says incorrect | a person says incorrect).
      sensitivity: number;
      specificity: number;
      // Rogan-Gladen estimate, clipped to [0, 1] (`clipped` says when the raw value fell outside).
      estimate: number;
      clipped: boolean;
      // Delta-method 95% interval, clipped to [0, 1].
      interval: Interval;
      standardError: number;
    }
  | { ok: false; reason: string };

// The run's accuracy corrected by the judge's error rates measured against human labels
// (Rogan & Gladen 1978): p = (q + Sp - 1) / (Se + Sp - 1), with q the judge's accuracy over all
// `judged` questions. Its 95% interval is the delta method's (Greenland 1988), treating q, Se and
// Sp as independent binomial estimates:
//   Var(p) = [q(1-q)/N + p² Se(1-Se)/nPositive + (1-p)² Sp(1-Sp)/nNegative] / (Se + Sp - 1)².
// The labelled questions are a sample of the run's, so the independence is an approximation.
export function correctedAccuracy(input: {
  judged: { n: number; correct: number };
  // Counts over the labelled questions, by the person's label.
  humanCorrect: { n: number; judgeCorrect: number };
  humanIncorrect: { n: number; judgeIncorrect: number };
  z?: number;
}): CorrectedAccuracy {
  const z = input.z ?? Z95;
  const { judged, humanCorrect, humanIncorrect } = input;
  if (judged.n === 0) return { ok: false, reason: "The run has no judged questions." };
  if (humanCorrect.n === 0) return { ok: false, reason: "No question is labelled correct yet, so the judge's sensitivity is unknown." };
  if (humanIncorrect.n === 0) return { ok: false, reason: "No question is labelled incorrect yet, so the judge's specificity is unknown." };
  const q = judged.correct / judged.n;
  const se = humanCorrect.judgeCorrect / humanCorrect.n;
  const sp = humanIncorrect.judgeIncorrect / humanIncorrect.n;
  const youden = se + sp - 1;
  if (youden <= 0)
    return { ok: false, reason: "The judge agrees with people no better than chance (sensitivity + specificity <= 1), so it cannot be corrected for." };
  const raw = (q + sp - 1) / youden;
  const estimate = Math.min(1, Math.max(0, raw));
  const variance =
    ((q * (1 - q)) / judged.n + (raw * raw * se * (1 - se)) / humanCorrect.n + ((1 - raw) * (1 - raw) * sp * (1 - sp)) / humanIncorrect.n) / (youden * youden);
  const standardError = Math.sqrt(variance);
  return {
    ok: true,
    observed: q,
    sensitivity: se,
    specificity: sp,
    estimate,
    clipped: raw !== estimate,
    interval: { lo: Math.max(0, raw - z * standardError), hi: Math.min(1, raw + z * standardError) },
    standardError,
  };
}
