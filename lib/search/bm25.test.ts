import { describe, expect, it } from "vitest";
import { createBm25Index } from "@/lib/search/bm25";

describe("BM25", () => {
  const docs = [["beagl", "shelter", "adopt"], ["apart", "mov", "hour"], ["beagl", "beagl", "walk", "park", "morn", "dog"], []];
  const index = createBm25Index(docs);

  it("ranks documents holding rarer query terms first and skips non-matching ones", () => {
    const hits = index.search(["shelter", "beagl"], 10);
    expect(hits.map((h) => h.index)).toEqual([0, 2]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it("ignores unknown terms and repeated query terms", () => {
    expect(index.search(["zebra"], 10)).toEqual([]);
    expect(index.search(["mov", "mov"], 10)).toEqual(index.search(["mov"], 10));
  });

  it("respects the limit", () => {
    expect(index.search(["beagl"], 1)).toHaveLength(1);
  });
});
