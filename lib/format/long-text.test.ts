import { describe, expect, it } from "vitest";
import { COLLAPSE_OVER_CHARS, isLongText } from "@/lib/format/long-text";

describe("isLongText", () => {
  it("collapses bodies over 1,500 characters only", () => {
    expect(COLLAPSE_OVER_CHARS).toBe(1500);
    expect(isLongText(1500)).toBe(false);
    expect(isLongText(1501)).toBe(true);
    expect(isLongText(20_000)).toBe(true);
    expect(isLongText(10, 5)).toBe(true);
  });
});
