import { describe, expect, it } from "vitest";
import { runResultFixture } from "@/lib/runs/run-result-fixture";
import { buildRunPageView, recallCutoffs } from "@/lib/runs/build-run-page-view";
import { wilsonInterval } from "@/lib/stats/wilson-interval";

const result = runResultFixture;

describe("buildRunPageView", () => {
  const results = [
    result("a1", true, "multi-session", {
      readerInputTokens: 100,
      evidenceCoverage: 1,
      answerInContext: true,
      retrievedSessionIds: ["s1"],
      answerSessionIds: ["s1"],
    }),
    result("a2", false, "multi-session", {
      readerInputTokens: 200,
      evidenceCoverage: 0,
      answerInContext: false,
      retrievedSessionIds: ["s9", "s2"],
      answerSessionIds: ["s2"],
    }),
    result("a3_abs", true, "multi-session", { readerInputTokens: 300 }),
    result("b1", true, "temporal-reasoning", { readerInputTokens: 1000 }),
    result("c1", false, null, { questionId: null, questionText: null }),
    result("d1", null, "temporal-reasoning"),
  ];
  const view = buildRunPageView(results);

  it("gives the official accuracies with Wilson intervals", () => {
    expect(view.overall).toMatchObject({ n: 5, correct: 3, accuracy: 0.6, ci95: wilsonInterval(3, 5) });
    // Task-averaged: mean of multi-session 2/3 and temporal-reasoning 1/1.
    expect(view.taskAveraged.accuracy).toBeCloseTo(5 / 6, 12);
    expect(view.taskAveraged.types).toBe(2);
    expect(view.taskAveraged.ci95!.lo).toBeLessThan(5 / 6);
    expect(view.abstention).toMatchObject({ n: 1, correct: 1, accuracy: 1 });
    expect(view.untyped).toBe(1);
  });

  it("lists per-type accuracy in the dataset's order with intervals", () => {
    expect(view.byType.map((t) => [t.type, t.n, t.correct])).toEqual([
      ["multi-session", 3, 2],
      ["temporal-reasoning", 1, 1],
    ]);
    expect(view.byType[0]!.ci95).toEqual(wilsonInterval(2, 3));
  });

  it("describes reader cost, recall and coverage", () => {
    expect(view.readerTokens).toMatchObject({ n: 4, mean: 400, median: 250 });
    expect(view.readerTokens.p90).toBeCloseTo(790, 9);
    expect(view.recall).toEqual({ n: 2, ks: [1, 3, 5, 10], recallAny: { "1": 0.5, "3": 1, "5": 1, "10": 1 } });
    expect(view.evidenceCoverage).toEqual({ n: 2, mean: 0.5 });
    expect(view.answerInContext).toEqual({ n: 2, rate: 0.5 });
  });

  it("links each question to its trace when the benchmark holds it", () => {
    expect(view.questions[0]).toMatchObject({ href: "/questions/db-a1", isAbstention: false, correct: true });
    expect(view.questions[2]!.isAbstention).toBe(true);
    expect(view.questions[4]).toMatchObject({ href: null, text: null, type: null });
  });

  it("shows recall up to the run's own k, never past it", () => {
    expect(recallCutoffs(5)).toEqual([1, 3, 5]);
    expect(recallCutoffs(30)).toEqual([1, 3, 5, 10, 30]);
    expect(recallCutoffs(null)).toEqual([1, 3, 5, 10]);
    const ranked = [
      result("r1", null, "multi-session", { retrievedSessionIds: ["x1", "x2", "x3", "x4", "x5", "s1"], answerSessionIds: ["s1"] }),
      result("r2", null, "multi-session", { retrievedSessionIds: ["s2"], answerSessionIds: ["s2"] }),
    ];
    const k5 = buildRunPageView(ranked, { k: 5 });
    expect(k5.recall.ks).toEqual([1, 3, 5]);
    expect(k5.recall.recallAny).toEqual({ "1": 0.5, "3": 0.5, "5": 0.5 });
    expect(buildRunPageView(ranked).recall.recallAny!["10"]).toBe(1);
  });
});
