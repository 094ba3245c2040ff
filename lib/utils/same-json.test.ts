import { describe, expect, it } from "vitest";
import { sameJson } from "@/lib/utils/same-json";

describe("sameJson", () => {
  it("treats objects with the same entries in another key order as equal, at any depth", () => {
    expect(
      sameJson(
        { representation: "sessions", k: 2, budget: null, nested: { b: 1, a: [1, { y: 2, x: 1 }] } },
        { nested: { a: [1, { x: 1, y: 2 }], b: 1 }, budget: null, k: 2, representation: "sessions" },
      ),
    ).toBe(true);
  });

  it("tells apart different values, array orders and null from a missing key", () => {
    expect(sameJson({ k: 2 }, { k: 3 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ budget: null }, {})).toBe(false);
    expect(sameJson({ k: "2" }, { k: 2 })).toBe(false);
  });
});
