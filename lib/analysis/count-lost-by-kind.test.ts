import { describe, expect, it } from "vitest";
import { countLostByKind } from "@/lib/analysis/count-lost-by-kind";

describe("countLostByKind", () => {
  it("counts each kind once per lost detail, keys sorted", () => {
    const counts = countLostByKind([{ kind: "name" }, { kind: "date" }, { kind: "name" }, { kind: "number" }]);
    expect(counts).toEqual({ date: 1, name: 2, number: 1 });
    expect(Object.keys(counts)).toEqual(["date", "name", "number"]);
  });

  it("is empty when nothing is lost", () => {
    expect(countLostByKind([])).toEqual({});
  });
});
