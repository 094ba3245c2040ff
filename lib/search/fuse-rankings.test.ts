import { describe, expect, it } from "vitest";
import { fuseRankings, RRF_K } from "@/lib/search/fuse-rankings";

describe("fuseRankings", () => {
  it("scores each item by the sum of 1 / (60 + position) over the rankings that hold it", () => {
    const fused = fuseRankings([
      ["a", "b", "c"],
      ["b", "d"],
    ]);
    const byKey = Object.fromEntries(fused.map((f) => [f.key, f]));
    expect(RRF_K).toBe(60);
    expect(byKey.a!.score).toBeCloseTo(1 / 61, 12);
    expect(byKey.b!.score).toBeCloseTo(1 / 62 + 1 / 61, 12);
    expect(byKey.d!.score).toBeCloseTo(1 / 62, 12);
    expect(byKey.b!.positions).toEqual([2, 1]);
    expect(byKey.c!.positions).toEqual([3, null]);
  });

  it("ranks an item both lists hold above one list's top item", () => {
    expect(
      fuseRankings([
        ["x", "both"],
        ["y", "both"],
      ]).map((f) => f.key)[0],
    ).toBe("both");
  });

  it("breaks ties by the better single position, then by key, so the order is stable", () => {
    const fused = fuseRankings([
      ["a", "c"],
      ["b", "d"],
    ]);
    expect(fused.map((f) => f.key)).toEqual(["a", "b", "c", "d"]);
  });

  it("counts a key repeated within one ranking once, at its first position", () => {
    const [only] = fuseRankings([["a", "a", "a"]]);
    expect(only).toEqual({ key: "a", score: 1 / 61, positions: [1] });
  });

  it("handles no rankings, empty rankings and a custom k", () => {
    expect(fuseRankings([])).toEqual([]);
    expect(fuseRankings([[], []])).toEqual([]);
    expect(fuseRankings([["a"]], 0)[0]!.score).toBe(1);
    expect(() => fuseRankings([["a"]], -1)).toThrow(RangeError);
  });

  it("with one ranking keeps its order", () => {
    const keys = Array.from({ length: 30 }, (_, i) => `k${i}`);
    expect(fuseRankings([keys]).map((f) => f.key)).toEqual(keys);
  });
});
