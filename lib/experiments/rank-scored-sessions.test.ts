import { describe, expect, it } from "vitest";
import { rankScoredItems, rankScoredSessions } from "@/lib/experiments/rank-scored-sessions";

const rows = [
  { sessionId: "a", fullText: 0, vector: 0.9, position: 0 },
  { sessionId: "b", fullText: 0.5, vector: 0.2, position: 1 },
  { sessionId: "c", fullText: 0.3, vector: 0.8, position: 2 },
  { sessionId: "d", fullText: 0, vector: null, position: 3 },
];

describe("rankScoredSessions", () => {
  it("ranks by full text, then the unmatched in haystack order", () => {
    expect(rankScoredSessions(rows, "fulltext").map((r) => r.sessionId)).toEqual(["b", "c", "a", "d"]);
  });
  it("ranks by vector similarity", () => {
    expect(rankScoredSessions(rows, "vector").map((r) => r.sessionId)).toEqual(["a", "c", "b", "d"]);
  });
  it("fuses both with reciprocal ranks: an item both lists rank well wins", () => {
    // c: 1st by full text, 2nd by vector; a: 1st by vector only; b: 2nd and 3rd.
    const ranked = rankScoredSessions(
      rows.map((r) => (r.sessionId === "c" ? { ...r, fullText: 0.6 } : r)),
      "hybrid",
    );
    expect(ranked.map((r) => r.sessionId)).toEqual(["c", "b", "a", "d"]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });
});

describe("rankScoredItems", () => {
  it("ranks items by their own key, keeping the given order among equals", () => {
    const memories = [
      { memoryId: "m1", fullText: 0, vector: null, position: 0 },
      { memoryId: "m2", fullText: 0, vector: null, position: 0 },
      { memoryId: "m3", fullText: 0.4, vector: null, position: 5 },
    ];
    expect(rankScoredItems(memories, "fulltext", (m) => m.memoryId).map((m) => [m.memoryId, m.rank])).toEqual([
      ["m3", 1],
      ["m1", 2],
      ["m2", 3],
    ]);
  });
});
