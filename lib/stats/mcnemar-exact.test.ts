import { describe, expect, it } from "vitest";
import { binomialHalfCdf, mcnemarExact } from "@/lib/stats/mcnemar-exact";

describe("mcnemarExact", () => {
  it("gives p = 0.0347 for 17 and 6 discordant pairs", () => {
    // 2 · P(X <= 6), X ~ Bin(23, 1/2) = 2 · 0.0173448 (scipy.stats.binomtest(6, 23).pvalue).
    expect(mcnemarExact(17, 6)).toBeCloseTo(0.0346897, 6);
    expect(mcnemarExact(6, 17)).toBe(mcnemarExact(17, 6));
  });

  it("matches R's mcnemar.exact on Altman's table 6.2 (5 and 0 discordant)", () => {
    // exact2x2::mcnemar.exact(rbind(c(14, 5), c(0, 22))): p = 0.0625 = 2 / 2^5.
    expect(mcnemarExact(5, 0)).toBeCloseTo(0.0625, 12);
  });

  it("is 1 with no discordant pairs or a perfect balance, and never above 1", () => {
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(4, 4)).toBe(1);
    expect(mcnemarExact(5, 6)).toBe(1);
  });

  it("stays finite and exact-looking for thousands of discordant pairs", () => {
    const p = mcnemarExact(1100, 1000);
    // Normal approximation with continuity correction: z = 99/sqrt(2100) = 2.1604, p ≈ 0.0307.
    expect(p).toBeGreaterThan(0.025);
    expect(p).toBeLessThan(0.036);
  });

  it("refuses non-counts", () => {
    expect(() => mcnemarExact(-1, 2)).toThrow(RangeError);
    expect(() => mcnemarExact(1.5, 2)).toThrow(RangeError);
  });
});

describe("binomialHalfCdf", () => {
  it("sums the binomial(n, 1/2) probabilities up to k", () => {
    expect(binomialHalfCdf(0, 3)).toBeCloseTo(1 / 8, 12);
    expect(binomialHalfCdf(1, 3)).toBeCloseTo(4 / 8, 12);
    expect(binomialHalfCdf(3, 3)).toBe(1);
    expect(binomialHalfCdf(-1, 3)).toBe(0);
  });
});
