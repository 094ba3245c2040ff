import { describe, expect, it } from "vitest";
import { scoreLabelledSet } from "./score-labelled-set";

describe("scoreLabelledSet", () => {
  it("counts the confusion matrix with 'lost' as the positive class", () => {
    const score = scoreLabelledSet([
      { id: "a", expected: true, predicted: true },
      { id: "b", expected: true, predicted: false },
      { id: "c", expected: false, predicted: true },
      { id: "d", expected: false, predicted: false },
      { id: "e", expected: true, predicted: true },
    ]);
    expect(score).toMatchObject({ truePositives: 2, falseNegatives: 1, falsePositives: 1, trueNegatives: 1 });
    expect(score.precision).toBeCloseTo(2 / 3);
    expect(score.recall).toBeCloseTo(2 / 3);
    expect(score.f1).toBeCloseTo(2 / 3);
    expect(score.wrong.map((w) => w.id)).toEqual(["b", "c"]);
  });

  it("treats a ratio with nothing to count as perfect", () => {
    expect(scoreLabelledSet([{ id: "a", expected: false, predicted: false }])).toMatchObject({ precision: 1, recall: 1 });
  });
});
