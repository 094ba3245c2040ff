import { describe, expect, it } from "vitest";
import { explainHit, searchModeNote } from "@/lib/search/explain-hit";

describe("explainHit", () => {
  it("gives each ranking's place and score and the fused score", () => {
    expect(
      explainHit({ fullTextRank: 0.0612, fullTextPosition: 2, vectorSimilarity: 0.7341, vectorPosition: 1, fusedScore: 1 / 62 + 1 / 61 }, "hybrid"),
    ).toEqual({
      fullText: "full text #2 (rank 0.061)",
      vector: "vector #1 (similarity 0.73)",
      fused: "fused 0.0325",
    });
  });

  it("says when a ranking did not hold the hit, and leaves the vector out in full-text mode", () => {
    const onlyVector = { fullTextRank: null, fullTextPosition: null, vectorSimilarity: 0.41, vectorPosition: 3, fusedScore: 1 / 63 };
    expect(explainHit(onlyVector, "hybrid").fullText).toBe("full text: no match");
    const onlyText = { fullTextRank: 0.1, fullTextPosition: 1, vectorSimilarity: null, vectorPosition: null, fusedScore: 1 / 61 };
    expect(explainHit(onlyText, "hybrid").vector).toBe("vector: not among the nearest");
    expect(explainHit(onlyText, "fulltext").vector).toBeNull();
  });
});

describe("searchModeNote", () => {
  it("explains why a search is full-text only", () => {
    expect(searchModeNote({ mode: "hybrid", fallbackReason: null })).toBeNull();
    expect(searchModeNote({ mode: "fulltext", fallbackReason: "vector_extension_missing" })).toMatch(/no pgvector/);
    expect(searchModeNote({ mode: "fulltext", fallbackReason: "embedder_failed" })).toMatch(/embedder did not answer/);
  });
});
