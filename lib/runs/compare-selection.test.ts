import { describe, expect, it } from "vitest";
import { compareSelection } from "@/lib/runs/compare-selection";

const benchmarks = new Map([
  ["a", "s"],
  ["b", "s"],
  ["c", "oracle"],
  ["d", "s"],
]);

describe("compareSelection", () => {
  it("links two or more runs of one benchmark, baseline first", () => {
    expect(compareSelection(["b", "a", "d"], benchmarks)).toEqual({ href: "/runs/compare?runs=b,a,d", problem: null });
  });

  it("explains why there is nothing to compare", () => {
    expect(compareSelection(["a"], benchmarks).problem).toMatch(/two or more/);
    expect(compareSelection(["a", "c"], benchmarks)).toMatchObject({ href: null, problem: expect.stringMatching(/different benchmarks/) });
    expect(compareSelection(["a", "b", "d", "a1", "a2", "a3", "a4"], benchmarks).problem).toMatch(/at most 6/);
  });
});
