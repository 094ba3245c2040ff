import { describe, expect, it } from "vitest";
import { computeQaMetrics } from "@/lib/metrics/qa-accuracy";

const row = (questionId: string, questionType: string | null, correct: boolean) => ({ questionId, questionType, correct });

describe("computeQaMetrics", () => {
  it("averages per-type accuracies without weighting by type size", () => {
    // multi-session 3/4 = 0.75, single-session-user 0/1 = 0: overall 3/5 = 0.6, task-averaged 0.375.
    const m = computeQaMetrics([
      row("a", "multi-session", true),
      row("b", "multi-session", true),
      row("c", "multi-session", true),
      row("d", "multi-session", false),
      row("e", "single-session-user", false),
    ]);
    expect(m.n).toBe(5);
    expect(m.correct).toBe(3);
    expect(m.accuracy).toBe(0.6);
    expect(m.taskAveragedAccuracy).toBe(0.375);
    expect(m.byType).toEqual({
      "multi-session": { n: 4, correct: 3, accuracy: 0.75 },
      "single-session-user": { n: 1, correct: 0, accuracy: 0 },
    });
  });

  it("counts abstention questions in their own type, overall and in the abstention cell", () => {
    const m = computeQaMetrics([row("q1", "knowledge-update", true), row("q1_abs", "knowledge-update", true), row("q2_abs", "temporal-reasoning", false)]);
    expect(m.abstention).toEqual({ n: 2, correct: 1, accuracy: 0.5 });
    expect(m.byType["knowledge-update"]).toEqual({ n: 2, correct: 2, accuracy: 1 });
    expect(m.accuracy).toBeCloseTo(2 / 3, 12);
    expect(m.taskAveragedAccuracy).toBe(0.5);
  });

  it("does not treat an id that only contains _abs as an abstention", () => {
    expect(computeQaMetrics([row("x_abs_2", "multi-session", true)]).abstention.n).toBe(0);
  });

  it("counts rows of unknown or missing type overall but leaves them out of the task average", () => {
    const m = computeQaMetrics([row("a", null, true), row("b", "made-up-type", false), row("c", "temporal-reasoning", true)]);
    expect(m.n).toBe(3);
    expect(m.correct).toBe(2);
    expect(m.byType["made-up-type"]).toEqual({ n: 1, correct: 0, accuracy: 0 });
    expect(Object.keys(m.byType)).toHaveLength(2);
    expect(m.taskAveragedAccuracy).toBe(1);
  });

  it("reports null, not zero, for accuracies with nothing to average", () => {
    const m = computeQaMetrics([row("a", null, false)]);
    expect(m.accuracy).toBe(0);
    expect(m.taskAveragedAccuracy).toBeNull();
    expect(m.abstention).toEqual({ n: 0, correct: 0, accuracy: null });
    expect(computeQaMetrics([]).accuracy).toBeNull();
  });
});
