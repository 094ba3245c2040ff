import { describe, expect, it } from "vitest";
import { isNearSpelling } from "@/lib/search/near-spelling";
import { decideFloor, NEAR_SPELLING_MIN_SIMILARITY, queryWords, VECTOR_ONLY_MIN_SIMILARITY } from "@/lib/search/relevance-floor";

const turn = "It took us five hours to move everything into the new apartment in Quillington on Saturday.";

describe("decideFloor", () => {
  it("keeps every hit that matched the words in full text, however far its vector", () => {
    expect(decideFloor({ text: turn, fullTextRank: 0.01, vectorSimilarity: null }, queryWords("apartment"))).toEqual({ keep: true, reason: "full_text" });
    expect(decideFloor({ text: turn, fullTextRank: 0.01, vectorSimilarity: 0.02 }, queryWords("apartment")).keep).toBe(true);
  });

  it("drops a vector-only hit below the floor: padding for a query that matches nothing", () => {
    for (const similarity of [null, 0, 0.09, 0.15, 0.193, VECTOR_ONLY_MIN_SIMILARITY - 0.001])
      expect(decideFloor({ text: turn, fullTextRank: null, vectorSimilarity: similarity }, queryWords("purple elephant trombone"))).toEqual({
        keep: false,
        reason: "below_floor",
      });
  });

  it("keeps a vector-only hit that is clearly close", () => {
    expect(decideFloor({ text: turn, fullTextRank: null, vectorSimilarity: VECTOR_ONLY_MIN_SIMILARITY }, queryWords("qwxzv")).reason).toBe("close_vector");
  });

  it("keeps a misspelt word's turn when it holds the near spelling and is above noise", () => {
    const words = queryWords("the apartmnet");
    expect(decideFloor({ text: turn, fullTextRank: null, vectorSimilarity: 0.186 }, words)).toEqual({ keep: true, reason: "near_spelling" });
    expect(decideFloor({ text: turn, fullTextRank: null, vectorSimilarity: NEAR_SPELLING_MIN_SIMILARITY - 0.01 }, words).keep).toBe(false);
    expect(decideFloor({ text: "Nothing like it here.", fullTextRank: null, vectorSimilarity: 0.186 }, words).keep).toBe(false);
  });
});

describe("isNearSpelling", () => {
  it("accepts one slip in a word of five letters or more", () => {
    for (const [a, b] of [
      ["apartmnet", "apartment"],
      ["shelterr", "shelter"],
      ["beagel", "beagle"],
      ["quilington", "quillington"],
      ["biscuat", "biscuit"],
    ])
      expect(isNearSpelling(a!, b!)).toBe(true);
  });

  it("refuses short words, two slips and unrelated words", () => {
    for (const [a, b] of [
      ["cat", "car"],
      ["dolor", "door"],
      ["plorp", "plump"],
      ["apartment", "department"],
      ["qwxzv", "quiz"],
    ])
      expect(isNearSpelling(a!, b!)).toBe(false);
  });
});
