import { describe, expect, it } from "vitest";
import { mulberry32, pairedBootstrap } from "@/lib/stats/paired-bootstrap";

// 200 questions: 150 both right, 30 only A, 10 only B, 10 both wrong. delta = 20/200 = 0.1.
function sample() {
  const a: boolean[] = [];
  const b: boolean[] = [];
  const push = (count: number, x: boolean, y: boolean) => {
    for (let i = 0; i < count; i++) {
      a.push(x);
      b.push(y);
    }
  };
  push(150, true, true);
  push(30, true, false);
  push(10, false, true);
  push(10, false, false);
  return { a, b };
}

describe("mulberry32", () => {
  it("produces the reference stream for seed 42", () => {
    const random = mulberry32(42);
    expect([random(), random(), random()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
  });
});

describe("pairedBootstrap", () => {
  it("is reproducible for a fixed seed, and another seed gives other resamples", () => {
    const first = pairedBootstrap({ ...sample(), seed: 7 })!;
    expect(pairedBootstrap({ ...sample(), seed: 7 })).toEqual(first);
    // Pinned: a change to the generator or the percentile rule shows up here.
    expect(first).toEqual({ delta: 0.1, lo: 0.04, hi: 0.16, resamples: 10_000, seed: 7 });
    // With few resamples the percentiles fall between the discrete differences and show the seed.
    expect(pairedBootstrap({ ...sample(), seed: 7, resamples: 50 })).toMatchObject({ lo: 0.04725000000000001, hi: 0.14887499999999998 });
    expect(pairedBootstrap({ ...sample(), seed: 8, resamples: 50 })).toMatchObject({ lo: 0.04225000000000001, hi: 0.18099999999999994 });
  });

  it("resamples questions exactly as index resampling with mulberry32 would", () => {
    const { a, b } = sample();
    const random = mulberry32(11);
    const deltas: number[] = [];
    for (let r = 0; r < 40; r++) {
      let sum = 0;
      for (let i = 0; i < a.length; i++) {
        const j = Math.floor(random() * a.length);
        sum += (a[j] ? 1 : 0) - (b[j] ? 1 : 0);
      }
      deltas.push(sum / a.length);
    }
    deltas.sort((x, y) => x - y);
    const ci = pairedBootstrap({ a, b, seed: 11, resamples: 40 })!;
    // Type-7 percentiles of 40 values: positions 0.975 and 38.025.
    expect(ci.lo).toBeCloseTo(deltas[0]! + (deltas[1]! - deltas[0]!) * 0.975, 12);
    expect(ci.hi).toBeCloseTo(deltas[38]! + (deltas[39]! - deltas[38]!) * 0.025, 12);
  });

  it("agrees with the normal approximation of the paired difference to within half a point", () => {
    // sd of the per-question differences: mean 0.1, E[d²] = 40/200 = 0.2, var = 0.2 - 0.01 = 0.19.
    const se = Math.sqrt(0.19 / 200);
    const ci = pairedBootstrap(sample())!;
    expect(ci.lo).toBeCloseTo(0.1 - 1.96 * se, 2);
    expect(ci.hi).toBeCloseTo(0.1 + 1.96 * se, 2);
    expect(ci.lo).toBeLessThan(0.1);
    expect(ci.hi).toBeGreaterThan(0.1);
  });

  it("collapses to the point when the runs never disagree", () => {
    expect(pairedBootstrap({ a: [true, false, true], b: [true, false, true], resamples: 100 })).toMatchObject({ delta: 0, lo: 0, hi: 0 });
  });

  it("returns null for no shared questions and refuses unpaired samples", () => {
    expect(pairedBootstrap({ a: [], b: [] })).toBeNull();
    expect(() => pairedBootstrap({ a: [true], b: [] })).toThrow(RangeError);
  });
});
