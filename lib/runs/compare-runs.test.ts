import { describe, expect, it } from "vitest";
import { runResultFixture } from "@/lib/runs/run-result-fixture";
import type { ComparableResult, ComparableRun } from "@/lib/runs/comparable-result";
import { compareRuns } from "@/lib/runs/compare-runs";

const result = runResultFixture;

// 100 shared questions: 60 both right, 17 only A, 6 only B, 17 both wrong.
function runsWithDiscordance(): [ComparableRun, ComparableRun] {
  const a: ComparableResult[] = [];
  const b: ComparableResult[] = [];
  const add = (count: number, x: boolean, y: boolean, prefix: string) => {
    for (let i = 0; i < count; i++) {
      const id = `${prefix}${String(i).padStart(2, "0")}`;
      const type = i % 2 ? "temporal-reasoning" : "multi-session";
      a.push(result(id, x, type));
      b.push(result(id, y, type));
    }
  };
  add(60, true, true, "both");
  add(17, true, false, "onlyA");
  add(6, false, true, "onlyB");
  add(17, false, false, "none");
  return [
    { id: "ra", name: "A", results: a },
    { id: "rb", name: "B", results: b },
  ];
}

describe("compareRuns", () => {
  it("counts the 2x2 table and gives the exact McNemar p of 0.0347 for 17 against 6", () => {
    const [a, b] = runsWithDiscordance();
    const { summary } = compareRuns(a, b);
    expect(summary).toMatchObject({ n: 100, accuracyA: 0.77, accuracyB: 0.66, onlyA: 17, onlyB: 6, bothCorrect: 60, bothWrong: 17 });
    expect(summary.delta).toBeCloseTo(0.11, 12);
    expect(summary.mcnemarP).toBeCloseTo(0.0347, 4);
    expect(summary.deltaCi95![0]).toBeGreaterThan(0);
    expect(summary.deltaCi95![0]).toBeLessThan(0.11);
    expect(summary.deltaCi95![1]).toBeGreaterThan(0.11);
    expect(summary.bootstrap).toEqual({ resamples: 10_000, seed: 20240501 });
  });

  it("splits by question type, in the dataset's type order, with each type's own test and interval", () => {
    const [a, b] = runsWithDiscordance();
    const { summary } = compareRuns(a, b);
    expect(Object.keys(summary.byType)).toEqual(["multi-session", "temporal-reasoning"]);
    // Even indices are multi-session: 30 both, 9 only A, 3 only B, 9 neither.
    expect(summary.byType["multi-session"]).toMatchObject({ n: 51, onlyA: 9, onlyB: 3, bothCorrect: 30, bothWrong: 9 });
    expect(summary.byType["temporal-reasoning"]).toMatchObject({ n: 49, onlyA: 8, onlyB: 3 });
    const ms = summary.byType["multi-session"]!;
    expect(ms.accuracyA).toBeCloseTo(39 / 51, 12);
    expect(ms.mcnemarP).toBeCloseTo(0.146, 3);
    expect(ms.deltaCi95![0]).toBeLessThan(ms.delta!);
    expect(ms.deltaCi95![1]).toBeGreaterThan(ms.delta!);
  });

  it("lists every flip once, with its direction, type order first", () => {
    const [a, b] = runsWithDiscordance();
    const { flips, summary } = compareRuns(a, b);
    expect(flips).toHaveLength(23);
    expect(flips.filter((f) => f.direction === "onlyA").map((f) => f.questionExternalId)).toHaveLength(summary.onlyA);
    expect(flips[0]).toEqual({ questionExternalId: "onlyA00", questionId: "db-onlyA00", questionType: "multi-session", direction: "onlyA" });
    expect(flips.at(-1)!.questionType).toBe("temporal-reasoning");
  });

  it("uses only questions both runs judged, and keeps untyped questions out of byType but in the total", () => {
    const a: ComparableRun = { id: "a", name: "A", results: [result("q1", true), result("q2", true), result("q3", false, null), result("q4", true)] };
    const b: ComparableRun = { id: "b", name: "B", results: [result("q1", false), result("q2", null), result("q3", true, null), result("q5", true)] };
    const { summary, flips } = compareRuns(a, b, { resamples: 200, seed: 3 });
    expect(summary).toMatchObject({ n: 2, onlyA: 1, onlyB: 1, accuracyA: 0.5, accuracyB: 0.5, delta: 0, mcnemarP: 1, bootstrap: { resamples: 200, seed: 3 } });
    expect(Object.keys(summary.byType)).toEqual(["multi-session"]);
    expect(flips.map((f) => [f.questionExternalId, f.direction])).toEqual([
      ["q1", "onlyA"],
      ["q3", "onlyB"],
    ]);
  });

  it("reports nothing to compare when the runs share no judged question", () => {
    const { summary, flips } = compareRuns({ id: "a", name: "A", results: [result("q1", true)] }, { id: "b", name: "B", results: [result("q2", true)] });
    expect(summary).toMatchObject({ n: 0, accuracyA: null, accuracyB: null, delta: null, deltaCi95: null, onlyA: 0, onlyB: 0, mcnemarP: 1, byType: {} });
    expect(flips).toEqual([]);
  });

  it("is antisymmetric: swapping the runs swaps onlyA and onlyB and negates the difference", () => {
    const [a, b] = runsWithDiscordance();
    const ab = compareRuns(a, b).summary;
    const ba = compareRuns(b, a).summary;
    expect([ba.onlyA, ba.onlyB, ba.mcnemarP]).toEqual([ab.onlyB, ab.onlyA, ab.mcnemarP]);
    expect(ba.delta).toBeCloseTo(-ab.delta!, 12);
  });
});
