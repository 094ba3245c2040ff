import { describe, expect, it } from "vitest";
import { describeDistribution, quantile } from "@/lib/stats/quantiles";

describe("quantiles", () => {
  it("interpolate like numpy.quantile and R's type 7", () => {
    // numpy.quantile([3,1,4,1,5,9,2,6], [0.5, 0.9]) = [3.5, 6.9]
    expect(quantile([3, 1, 4, 1, 5, 9, 2, 6], 0.5)).toBe(3.5);
    expect(quantile([3, 1, 4, 1, 5, 9, 2, 6], 0.9)).toBeCloseTo(6.9, 12);
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
  });

  it("describe a distribution by mean, median and p90", () => {
    expect(describeDistribution([100, 300, 200, 400])).toEqual({ n: 4, mean: 250, median: 250, p90: 370 });
    expect(describeDistribution([])).toEqual({ n: 0, mean: null, median: null, p90: null });
  });
});
