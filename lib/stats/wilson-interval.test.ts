import { describe, expect, it } from "vitest";
import { stratifiedWilsonInterval, wilsonInterval } from "@/lib/stats/wilson-interval";

describe("wilsonInterval", () => {
  it("gives 85.52%-91.10% for the Gemini text run's 443 of 500, as the score formula does", () => {
    // (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n) with z = qnorm(0.975), computed
    // independently in Python: 0.855151, 0.910963.
    const ci = wilsonInterval(443, 500)!;
    expect(ci.lo).toBeCloseTo(0.8552, 4);
    expect(ci.hi).toBeCloseTo(0.911, 4);
  });

  it("matches published Wilson intervals at the edges and at other levels", () => {
    // R, binom/cards::proportion_ci_wilson: 32 of 32 gives [0.8928208, 1]; 5 of 10 at 90% gives
    // [0.2692718, 0.7307282].
    const all = wilsonInterval(32, 32)!;
    expect(all.lo).toBeCloseTo(0.8928208, 6);
    expect(all.hi).toBe(1);
    const half = wilsonInterval(5, 10, 1.6448536269514722)!;
    expect(half.lo).toBeCloseTo(0.2692718, 6);
    expect(half.hi).toBeCloseTo(0.7307282, 6);
    expect(wilsonInterval(0, 32)!.lo).toBe(0);
  });

  it("has nothing to say about zero questions and refuses impossible counts", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 2)).toThrow(RangeError);
  });
});

describe("stratifiedWilsonInterval", () => {
  it("equals the pooled Wilson interval when types are the same size and accuracy", () => {
    const pooled = wilsonInterval(240, 300)!;
    const stratified = stratifiedWilsonInterval([
      { n: 100, correct: 80 },
      { n: 100, correct: 80 },
      { n: 100, correct: 80 },
    ])!;
    expect(stratified.lo).toBeCloseTo(pooled.lo, 10);
    expect(stratified.hi).toBeCloseTo(pooled.hi, 10);
  });

  it("centres on the mean of type accuracies and widens when a small type drives it", () => {
    const balanced = stratifiedWilsonInterval([
      { n: 100, correct: 90 },
      { n: 100, correct: 50 },
    ])!;
    const smallType = stratifiedWilsonInterval([
      { n: 190, correct: 171 },
      { n: 10, correct: 5 },
    ])!;
    expect((balanced.lo + balanced.hi) / 2).toBeCloseTo(0.7, 1);
    expect(smallType.hi - smallType.lo).toBeGreaterThan(balanced.hi - balanced.lo);
    expect(smallType.lo).toBeLessThan(0.7);
    expect(smallType.hi).toBeGreaterThan(0.7);
  });

  it("ignores empty types, and falls back to the pooled size when every type is perfect", () => {
    expect(stratifiedWilsonInterval([])).toBeNull();
    const perfect = stratifiedWilsonInterval([
      { n: 20, correct: 20 },
      { n: 0, correct: 0 },
      { n: 12, correct: 12 },
    ])!;
    expect(perfect.hi).toBe(1);
    expect(perfect.lo).toBeCloseTo(wilsonInterval(32, 32)!.lo, 10);
  });
});
