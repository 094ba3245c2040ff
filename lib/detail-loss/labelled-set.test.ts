import { describe, expect, it } from "vitest";
import { QUESTION_TYPES } from "@/lib/longmemeval/question-types";
import { evaluateLabelledSet } from "./labelled-set/evaluate-labelled-set";
import { loadLabelledSet } from "./labelled-set/load-labelled-set";

// Hand-written fact sheets for real LongMemEval sessions (read in place from
// ../shared/data/longmemeval), labelled with whether the sheet lost the answer-bearing detail.
// "dev" is what the matcher was built against; "holdout" was written after it was frozen.
const dev = loadLabelledSet("dev");
const holdout = loadLabelledSet("holdout");

describe("the labelled set", () => {
  it("has at least 60 dev cases, half faithful and half lossy, covering all six question types", () => {
    expect(dev.length).toBeGreaterThanOrEqual(60);
    expect(dev.filter((c) => c.expectedAnswerBearingLost).length).toBe(dev.length / 2);
    expect(dev.every((c) => c.expectedAnswerBearingLost === (c.variant === "lossy"))).toBe(true);
    expect(new Set(dev.map((c) => c.questionType))).toEqual(new Set(QUESTION_TYPES));
  });

  it("has more single-session-assistant cases than any other type", () => {
    const count = (type: string) => dev.filter((c) => c.questionType === type).length;
    for (const type of QUESTION_TYPES.filter((t) => t !== "single-session-assistant")) {
      expect(count("single-session-assistant")).toBeGreaterThan(count(type));
    }
  });

  it("uses sessions that hold an answer-bearing turn, with unique case ids", () => {
    for (const c of [...dev, ...holdout])
      expect(
        c.turns.some((t) => t.answerBearing),
        c.id,
      ).toBe(true);
    const ids = [...dev, ...holdout].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("answerBearingLost against the labels", () => {
  it.each(["answer+question", "answer"] as const)("reaches precision and recall of at least 0.9 on dev (%s)", (mode) => {
    const { score } = evaluateLabelledSet(dev, mode);
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });

  it.each(["answer+question", "answer"] as const)("reaches precision and recall of at least 0.9 on the holdout (%s)", (mode) => {
    const { score } = evaluateLabelledSet(holdout, mode);
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });
});
