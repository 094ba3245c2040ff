import { describe, expect, it } from "vitest";
import { pairedDiffInterval } from "@/lib/stats/diff-interval";

describe("pairedDiffInterval (Newcombe's method 10)", () => {
  it("reproduces the intervals published in Newcombe (1998), table II", () => {
    const a = pairedDiffInterval({ both: 36, onlyA: 12, onlyB: 2, neither: 0 })!;
    expect(a.lo).toBeCloseTo(0.0569, 4);
    expect(a.hi).toBeCloseTo(0.3404, 4);
    const b = pairedDiffInterval({ both: 18, onlyA: 12, onlyB: 2, neither: 18 })!;
    expect(b.lo).toBeCloseTo(0.0562, 4);
    expect(b.hi).toBeCloseTo(0.329, 4);
    const c = pairedDiffInterval({ both: 53, onlyA: 0, onlyB: 0, neither: 1 })!;
    expect(c.lo).toBeCloseTo(-0.0729, 4);
    expect(c.hi).toBeCloseTo(0.0729, 4);
  });

  it("is symmetric when the runs swap", () => {
    const ab = pairedDiffInterval({ both: 14, onlyA: 5, onlyB: 0, neither: 22 })!;
    const ba = pairedDiffInterval({ both: 14, onlyA: 0, onlyB: 5, neither: 22 })!;
    expect(ba.lo).toBeCloseTo(-ab.hi, 12);
    expect(ba.hi).toBeCloseTo(-ab.lo, 12);
  });

  it("stays within [-1, 1] and is null for an empty table", () => {
    const extreme = pairedDiffInterval({ both: 0, onlyA: 3, onlyB: 0, neither: 0 })!;
    expect(extreme.hi).toBeLessThanOrEqual(1);
    expect(extreme.lo).toBeGreaterThan(0);
    expect(pairedDiffInterval({ both: 0, onlyA: 0, onlyB: 0, neither: 0 })).toBeNull();
  });
});
