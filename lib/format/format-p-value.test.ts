import { describe, expect, it } from "vitest";
import { formatPoints, formatPointsInterval, formatPValue } from "@/lib/format/format-p-value";

describe("formatPValue", () => {
  it("prints p-values the way papers do", () => {
    expect(formatPValue(0.0346897)).toBe("0.0347");
    expect(formatPValue(0.146)).toBe("0.146");
    expect(formatPValue(0.00042)).toBe("0.00042");
    expect(formatPValue(0.00001)).toBe("< 0.0001");
    expect(formatPValue(1)).toBe("1.000");
    expect(formatPValue(null)).toBe("—");
  });
});

describe("formatPoints", () => {
  it("signs differences in percentage points, with a true minus sign", () => {
    expect(formatPoints(0.11)).toBe("+11.0 pts");
    expect(formatPoints(-0.064)).toBe("−6.4 pts");
    expect(formatPoints(0.00001)).toBe("0.0 pts");
    expect(formatPointsInterval([-0.0123, 0.2])).toBe("[−1.2, 20.0]");
    expect(formatPointsInterval({ lo: 0.01, hi: 0.02 })).toBe("[1.0, 2.0]");
    expect(formatPointsInterval(null)).toBe("—");
  });
});
