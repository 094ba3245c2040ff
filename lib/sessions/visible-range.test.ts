import { describe, expect, it } from "vitest";
import { visibleRange } from "@/lib/sessions/visible-range";

// Five rows of 100 px.
const offsets = [0, 100, 200, 300, 400, 500];

describe("visibleRange", () => {
  it("returns the rows that intersect the window", () => {
    expect(visibleRange(offsets, 150, 320)).toEqual([1, 4]);
    expect(visibleRange(offsets, 100, 200)).toEqual([1, 2]);
  });

  it("clamps a window above or below the list to its first or last row", () => {
    expect(visibleRange(offsets, -1_000, -500)).toEqual([0, 1]);
    expect(visibleRange(offsets, 900, 1_200)).toEqual([4, 5]);
    expect(visibleRange(offsets, -1_000, 10_000)).toEqual([0, 5]);
  });

  it("returns nothing for an empty list", () => {
    expect(visibleRange([0], 0, 100)).toEqual([0, 0]);
  });
});
