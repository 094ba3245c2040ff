import { describe, expect, it } from "vitest";
import { buildExtractorComparison } from "@/lib/extraction/build-extractor-comparison";

const turns = [
  { id: "t1", role: "user", content: "I adopted a beagle named Biscuit in March 2021 and we walk 3 miles a day.", answerBearing: true },
  { id: "t2", role: "assistant", content: "Great! Try a puzzle feeder.", answerBearing: false },
];

describe("comparing two extractors' sheets", () => {
  it("diffs each session's sheets and scores each sheet's coverage, biggest coverage change first", () => {
    const full = "- User adopted a beagle named Biscuit in March 2021\n- User walks 3 miles a day";
    const lossy = "- User has a dog";
    const view = buildExtractorComparison([
      { id: "s1", externalId: "same", turns, a: { text: full, passthrough: false }, b: { text: full, passthrough: false } },
      { id: "s2", externalId: "lossy", turns, a: { text: full, passthrough: false }, b: { text: lossy, passthrough: false } },
    ]);
    expect(view.rows.map((r) => r.externalId)).toEqual(["lossy", "same"]);
    const [lossyRow, sameRow] = view.rows;
    expect(sameRow!.diff).toMatchObject({ added: 0, removed: 0, same: 2 });
    expect(sameRow!.a.coverage).toBe(sameRow!.b.coverage);
    expect(lossyRow!.diff).toMatchObject({ removed: 2, added: 1, same: 0 });
    expect(lossyRow!.b.coverage).toBeLessThan(lossyRow!.a.coverage);
    expect(lossyRow!.b.lost).toBeGreaterThan(lossyRow!.a.lost);
    expect(view.changed).toBe(1);
    expect(view.meanCoverage.a).toBeGreaterThan(view.meanCoverage.b!);
  });

  it("has no means for an empty page", () => {
    expect(buildExtractorComparison([])).toMatchObject({ rows: [], changed: 0, meanCoverage: { a: null, b: null } });
  });
});
