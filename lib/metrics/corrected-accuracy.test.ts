import { describe, expect, it } from "vitest";
import { correctedAccuracy } from "@/lib/metrics/corrected-accuracy";

describe("correctedAccuracy", () => {
  it("applies Rogan-Gladen with a delta-method interval, as computed by hand", () => {
    // q = 400/500 = 0.8, Se = 36/40 = 0.9, Sp = 7/10 = 0.7, Se + Sp - 1 = 0.6:
    // p = (0.8 + 0.7 - 1) / 0.6 = 0.83333; Var = (0.16/500 + p²·0.09/40 + (1-p)²·0.21/10) / 0.36
    // = (0.00032 + 0.0015625 + 0.00058333) / 0.36 = 0.0068495, SE 0.0827619; p ± 1.96·SE.
    const result = correctedAccuracy({
      judged: { n: 500, correct: 400 },
      humanCorrect: { n: 40, judgeCorrect: 36 },
      humanIncorrect: { n: 10, judgeIncorrect: 7 },
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.observed).toBe(0.8);
    expect(result.sensitivity).toBe(0.9);
    expect(result.specificity).toBe(0.7);
    expect(result.estimate).toBeCloseTo(0.833333, 6);
    expect(result.clipped).toBe(false);
    expect(result.standardError).toBeCloseTo(0.0827619, 6);
    expect(result.interval.lo).toBeCloseTo(0.671123, 6);
    expect(result.interval.hi).toBeCloseTo(0.995544, 6);
  });

  it("leaves a perfect judge's accuracy as it is", () => {
    const result = correctedAccuracy({ judged: { n: 10, correct: 6 }, humanCorrect: { n: 3, judgeCorrect: 3 }, humanIncorrect: { n: 2, judgeIncorrect: 2 } });
    expect(result).toMatchObject({ ok: true, sensitivity: 1, specificity: 1 });
    if (result.ok) expect(result.estimate).toBeCloseTo(0.6, 12);
  });

  it("clips an estimate outside [0, 1] and says so", () => {
    // q = 0.95 with Sp = 0.5 and Se = 0.9: (0.95 + 0.5 - 1) / 0.4 = 1.125.
    const result = correctedAccuracy({
      judged: { n: 100, correct: 95 },
      humanCorrect: { n: 10, judgeCorrect: 9 },
      humanIncorrect: { n: 4, judgeIncorrect: 2 },
    });
    expect(result).toMatchObject({ ok: true, estimate: 1, clipped: true });
  });

  it("says why when the error rates cannot be measured or the judge is no better than chance", () => {
    expect(correctedAccuracy({ judged: { n: 10, correct: 5 }, humanCorrect: { n: 0, judgeCorrect: 0 }, humanIncorrect: { n: 3, judgeIncorrect: 3 } })).toEqual({
      ok: false,
      reason: expect.stringContaining("sensitivity"),
    });
    expect(correctedAccuracy({ judged: { n: 10, correct: 5 }, humanCorrect: { n: 3, judgeCorrect: 3 }, humanIncorrect: { n: 0, judgeIncorrect: 0 } })).toEqual({
      ok: false,
      reason: expect.stringContaining("specificity"),
    });
    expect(correctedAccuracy({ judged: { n: 10, correct: 5 }, humanCorrect: { n: 2, judgeCorrect: 1 }, humanIncorrect: { n: 2, judgeIncorrect: 1 } })).toEqual({
      ok: false,
      reason: expect.stringContaining("chance"),
    });
    expect(correctedAccuracy({ judged: { n: 0, correct: 0 }, humanCorrect: { n: 2, judgeCorrect: 2 }, humanIncorrect: { n: 2, judgeIncorrect: 2 } }).ok).toBe(
      false,
    );
  });
});
