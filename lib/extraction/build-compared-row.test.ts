import { describe, expect, it } from "vitest";
import { buildComparedRow } from "@/lib/extraction/build-compared-row";

describe("buildComparedRow", () => {
  it("counts the line changes and the change in coverage from A to B", () => {
    const view = buildComparedRow({ a: { text: "- Ada lives in Paris\n- Owns a cat", coverage: 0.9 }, b: { text: "- Ada lives in Lyon", coverage: 0.6 } });
    expect({ removed: view.removed, added: view.added, same: view.same }).toEqual({ removed: 2, added: 1, same: 0 });
    expect(view.coverageChange).toBeCloseTo(-0.3, 10);
    expect(view.aligned.map((r) => r.kind)).toEqual(["changed", "removed"]);
  });

  it("has no coverage change while a sheet is not analysed", () => {
    expect(buildComparedRow({ a: { text: "x", coverage: null }, b: { text: "x", coverage: 1 } }).coverageChange).toBeNull();
  });
});
