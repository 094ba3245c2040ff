import { describe, expect, it } from "vitest";
import { formatCompactNumber, linearScale, niceTicksFromZero, ticksBetween } from "@/lib/charts/scale";

describe("chart scales", () => {
  it("make ticks from zero at 1-2-5 steps that reach the maximum", () => {
    expect(niceTicksFromZero(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicksFromZero(28_000)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(niceTicksFromZero(115_489)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(niceTicksFromZero(0.93)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicksFromZero(0)).toEqual([0, 1]);
  });

  it("make ticks between two bounds", () => {
    expect(ticksBetween(0.6, 1, 0.1)).toEqual([0.6, 0.7, 0.8, 0.9, 1]);
  });

  it("map a domain onto a range, flipped for a y axis", () => {
    const y = linearScale([0, 1], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(0.25)).toBe(150);
  });

  it("format token counts compactly", () => {
    expect([
      formatCompactNumber(2_800),
      formatCompactNumber(14_000),
      formatCompactNumber(115_489),
      formatCompactNumber(950),
      formatCompactNumber(1_250_000),
    ]).toEqual(["2.8k", "14k", "115k", "950", "1.3M"]);
  });
});
