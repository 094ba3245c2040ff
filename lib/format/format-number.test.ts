import { describe, expect, it } from "vitest";
import { formatInteger, formatPercent } from "@/lib/format/format-number";

describe("formatPercent", () => {
  it("formats a ratio as a percentage", () => expect(formatPercent(0.878)).toBe("87.8%"));
  it("shows a dash for a missing value", () => expect(formatPercent(null)).toBe("—"));
});

describe("formatInteger", () => {
  it("rounds and groups thousands", () => expect(formatInteger(28123.6)).toBe("28,124"));
});
