import { describe, expect, it } from "vitest";
import { explainHit, searchModeNote } from "@/lib/search/explain-hit";

describe("explainHit", () => {
  const signals = { session: 0.85, bestTurn: 1, vector: 0.62, time: 0.5 };
  const hit = { fullTextRank: 2.3148, fullTextPosition: 2, vectorSimilarity: 0.7341, vectorPosition: 1, sessionBm25: 4.1, signals };
  const weights = { session: 1, bestTurn: 0.4, vector: 0.2, time: 1 };

  it("names each signal's place and raw score, and the final score as the weighted sum of the scaled signals", () => {
    const score = 0.85 + 0.4 * 1 + 0.2 * 0.62;
    expect(explainHit({ ...hit, fusedScore: score }, "hybrid", { weights })).toEqual({
      fullText: "BM25 #2 (2.31, session 4.10)",
      vector: "vector #1 (similarity 0.73)",
      time: null,
      fused: "score 1.374 = 1 × session 0.85 + 0.4 × row 1.00 + 0.2 × vector 0.62",
    });
  });

  it("adds the time signal when the query names a time, and the vector term only in hybrid mode", () => {
    const withTime = explainHit({ ...hit, fusedScore: 1.874 }, "hybrid", { weights, timeFocus: true });
    expect(withTime.time).toBe("time 0.50");
    expect(withTime.fused).toBe("score 1.874 = 1 × session 0.85 + 0.4 × row 1.00 + 0.2 × vector 0.62 + 1 × time 0.50");
    expect(explainHit({ ...hit, fusedScore: 1.25 }, "fulltext", { weights }).fused).toBe("score 1.250 = 1 × session 0.85 + 0.4 × row 1.00");
  });

  it("adds the session's best user turn by words and by meaning when the ranking has them", () => {
    const full = { ...signals, userTurn: 0.5, meaning: 0.25 };
    const score = 0.85 + 0.4 * 1 + 0.2 * 0.62 + 0.3 * 0.5 + 0.4 * 0.25;
    expect(explainHit({ ...hit, signals: full, fusedScore: score }, "hybrid", { weights: { ...weights, userTurn: 0.3, meaning: 0.4 } }).fused).toBe(
      "score 1.624 = 1 × session 0.85 + 0.4 × row 1.00 + 0.2 × vector 0.62 + 0.3 × user turn 0.50 + 0.4 × meaning 0.25",
    );
  });

  it("says when a ranking did not hold the hit, and leaves the vector out in full-text mode", () => {
    const onlyVector = { fullTextRank: null, fullTextPosition: null, vectorSimilarity: 0.41, vectorPosition: 3, fusedScore: 0.2 };
    expect(explainHit(onlyVector, "hybrid").fullText).toBe("BM25: no match");
    const onlyText = { fullTextRank: 0.1, fullTextPosition: 1, vectorSimilarity: null, vectorPosition: null, fusedScore: 1.4 };
    expect(explainHit(onlyText, "hybrid").vector).toBe("vector: not among the nearest");
    expect(explainHit(onlyText, "fulltext").vector).toBeNull();
    expect(explainHit(onlyText, "fulltext").fullText).toBe("BM25 #1 (0.10)");
    expect(explainHit({ ...onlyText, fullTextRank: 0.01234, sessionBm25: 0.0005 }, "fulltext").fullText).toBe("BM25 #1 (0.012, session 0.00050)");
  });
});

describe("searchModeNote", () => {
  it("explains why a search is full-text only", () => {
    expect(searchModeNote({ mode: "hybrid", fallbackReason: null })).toBeNull();
    expect(searchModeNote({ mode: "fulltext", fallbackReason: "vector_extension_missing" })).toMatch(/no pgvector/);
    expect(searchModeNote({ mode: "fulltext", fallbackReason: "embedder_failed" })).toMatch(/embedder did not answer/);
  });
});
