import { describe, expect, it } from "vitest";
import type { ComparisonData } from "@/lib/services/runs/get-comparison";
import { buildComparisonView } from "@/lib/runs/build-comparison-view";
import type { ComparableResult, ComparableRun } from "@/lib/runs/comparable-result";
import { compareRuns } from "@/lib/runs/compare-runs";
import { computeRunStages } from "@/lib/runs/compute-run-stages";
import { filterFlips } from "@/lib/runs/filter-flips";

const result = (id: string, correct: boolean, type: string, patch: Partial<ComparableResult> = {}): ComparableResult => ({
  questionExternalId: id,
  questionId: `db-${id}`,
  questionType: type,
  correct,
  readerInputTokens: 1000,
  evidenceCoverage: null,
  answerInContext: null,
  retrievedSessionIds: null,
  answerSessionIds: null,
  ...patch,
});

function data(): ComparisonData {
  const a: ComparableRun = {
    id: "ra",
    name: "sessions",
    results: [
      result("q1", true, "multi-session", { evidenceCoverage: 1, retrievedSessionIds: ["s1"], answerSessionIds: ["s1"] }),
      result("q2", true, "temporal-reasoning", { evidenceCoverage: 0.5, retrievedSessionIds: ["s5", "s2"], answerSessionIds: ["s2"] }),
      result("q3", false, "temporal-reasoning", { evidenceCoverage: 0 }),
    ],
  };
  const b: ComparableRun = {
    id: "rb",
    name: "fact sheets",
    results: [result("q1", false, "multi-session", { questionId: null }), result("q2", true, "temporal-reasoning"), result("q3", true, "temporal-reasoning")],
  };
  const comparison = compareRuns(a, b, { resamples: 100 });
  return {
    ok: true,
    benchmark: { id: "b", name: "demo" },
    runs: [a, b].map((r) => ({
      id: r.id,
      name: r.name,
      kind: "retrieval" as const,
      reader: null,
      judge: null,
      judgeProtocol: null,
      judged: 3,
      archived: false,
      createdAt: new Date(0),
      representation: null,
      k: null,
    })),
    stages: computeRunStages([a, b]),
    comparisons: [comparison],
    benchmarkRuns: [
      { id: "ra", name: "sessions", archived: false, selected: true, judged: 3, accuracy: 2 / 3, readerTokensMean: 14_000 },
      { id: "rb", name: "fact sheets", archived: false, selected: true, judged: 3, accuracy: 2 / 3, readerTokensMean: 2_800 },
      { id: "rc", name: "no tokens", archived: false, selected: false, judged: 3, accuracy: 1, readerTokensMean: null },
    ],
    runConfigurations: {},
    flipDetails: { q1: { text: "Where?", hypotheses: { ra: "Lisbon", rb: `I can't find ${"that ".repeat(100)}` }, results: {} } },
  };
}

describe("buildComparisonView", () => {
  const view = buildComparisonView(data(), { k: 1 });

  it("draws the three stages per run, leaving unmeasured stages empty rather than zero", () => {
    expect(view.stages.groups).toEqual(["Session recall@1 (% of questions)", "Evidence coverage (% of evidence turns)", "Answer accuracy (% of questions)"]);
    const [a, b] = view.stages.series;
    expect(a!.values.map((v) => v?.value ?? null)).toEqual([0.5, 0.5, 2 / 3]);
    expect(b!.values.slice(0, 2)).toEqual([null, null]);
    expect(b!.values[2]).toMatchObject({ value: 2 / 3 });
    expect(a!.values[2]!.lo).toBeLessThan(2 / 3);
  });

  it("charts accuracy by type for every run, and gives each pair a per-type table ending with all questions", () => {
    expect(view.types.groups).toEqual(["multi-session", "temporal-reasoning"]);
    expect(view.types.series[1]!.values.map((v) => v?.value)).toEqual([0, 1]);
    expect(view.pairs[0]!.rows.map((r) => [r.label, r.n, r.onlyA, r.onlyB])).toEqual([
      ["multi-session", 1, 1, 0],
      ["temporal-reasoning", 2, 0, 1],
      ["All questions", 3, 1, 1],
    ]);
  });

  it("links flips to the question trace with both runs, and clips long answers", () => {
    const [q1, q3] = view.pairs[0]!.flips;
    expect(q1).toMatchObject({ questionExternalId: "q1", direction: "onlyA", href: "/questions/db-q1?runs=ra,rb", text: "Where?", answerA: "Lisbon" });
    expect(q1!.answerB!.length).toBe(280);
    expect(q1!.answerB!.endsWith("…")).toBe(true);
    expect(q3).toMatchObject({ questionExternalId: "q3", direction: "onlyB", text: null, answerA: null });
    expect(view.pairs[0]!.flipTypes).toEqual(["multi-session", "temporal-reasoning"]);
  });

  it("places every run with tokens and accuracy on the cost chart and names the others", () => {
    expect(view.costQuality.points.map((p) => [p.name, p.cost, p.selected])).toEqual([
      ["sessions", 14_000, true],
      ["fact sheets", 2_800, true],
    ]);
    expect(view.costQuality.unplaced).toEqual([{ id: "rc", name: "no tokens", reason: "no reader token counts" }]);
  });

  it("gives each run a colour-blind-safe colour", () => {
    expect(view.runs.map((r) => r.colour)).toEqual(["#0072B2", "#E69F00"]);
  });
});

describe("buildComparisonView with a retrieval-only run", () => {
  it("says in words that accuracy cannot be paired, instead of statistics over 0 pairs", () => {
    const judged: ComparableRun = { id: "qa", name: "qa run", results: [result("q1", true, "multi-session"), result("q2", false, "multi-session")] };
    const retrieval: ComparableRun = {
      id: "ret",
      name: "retrieval run",
      results: [{ ...result("q1", true, "multi-session", { retrievedSessionIds: ["s1"], answerSessionIds: ["s1"] }), correct: null }],
    };
    const base = data();
    const view = buildComparisonView({
      ...base,
      runs: [judged, retrieval].map((r) => ({ ...base.runs[0]!, id: r.id, name: r.name })),
      stages: computeRunStages([judged, retrieval]),
      comparisons: [compareRuns(judged, retrieval, { resamples: 50 })],
      flipDetails: {},
    });
    expect(view.pairs[0]!.summary.n).toBe(0);
    expect(view.pairs[0]!.impossible).toMatch(/retrieval run has no verdicts.*no McNemar test or bootstrap interval/);
    expect(view.stagesScope).toBe("judged runs over the 2 questions they all judged; retrieval run (no verdicts) over all its questions");
    expect(view.stages.series[1]!.values[0]).toEqual({ value: 1 });
    expect(view.stages.series[0]!.values[2]).toMatchObject({ value: 0.5 });
  });

  it("leaves a pair with shared verdicts alone", () => {
    expect(buildComparisonView(data()).pairs[0]!.impossible).toBeNull();
  });
});

describe("filterFlips", () => {
  it("filters by type and direction", () => {
    const flips = buildComparisonView(data()).pairs[0]!.flips;
    expect(filterFlips(flips, { type: "temporal-reasoning", direction: null }).map((f) => f.questionExternalId)).toEqual(["q3"]);
    expect(filterFlips(flips, { type: null, direction: "onlyA" }).map((f) => f.questionExternalId)).toEqual(["q1"]);
    expect(filterFlips(flips, { type: null, direction: null })).toHaveLength(2);
  });
});
