import { describe, expect, it } from "vitest";
import { meanRecall, sessionRecallAt, sessionsInOrder } from "@/lib/search/session-recall";

describe("session recall", () => {
  it("ranks each session at its best turn", () => {
    expect(sessionsInOrder(["s2", "s1", "s2", "s3", "s1"])).toEqual(["s2", "s1", "s3"]);
  });

  it("reports any, all and the fraction of answer sessions in the top k", () => {
    expect(sessionRecallAt(["a", "b", "c"], ["b", "z"], 2)).toEqual({ any: 1, all: 0, fraction: 0.5 });
    expect(sessionRecallAt(["a", "b", "c"], ["a", "c"], 3)).toEqual({ any: 1, all: 1, fraction: 1 });
    expect(sessionRecallAt([], ["a"], 5)).toEqual({ any: 0, all: 0, fraction: 0 });
    expect(() => sessionRecallAt(["a"], [], 1)).toThrow(RangeError);
  });

  it("averages over questions", () => {
    expect(
      meanRecall([
        { any: 1, all: 0, fraction: 0.5 },
        { any: 0, all: 0, fraction: 0 },
      ]),
    ).toEqual({ any: 0.5, all: 0, fraction: 0.25 });
  });
});
