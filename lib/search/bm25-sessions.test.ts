import { describe, expect, it } from "vitest";
import { bm25Tokens, rankSessionsByBm25 } from "@/lib/search/bm25-sessions";

describe("BM25 over whole sessions", () => {
  it("lowercases, keeps ASCII letters and digits, and drops the short stop list", () => {
    expect(bm25Tokens("What did I buy at IKEA on 2023/05/30? A Lamp-shade!")).toEqual(["buy", "ikea", "2023", "05", "30", "lamp", "shade"]);
  });

  it("ranks the session holding the rarer question words first, unmatched sessions last in haystack order", () => {
    const sessions = [
      { id: "weather", text: "user: the weather is nice today. assistant: it is sunny today" },
      { id: "none", text: "user: hello there" },
      { id: "dog", text: "user: I adopted a beagle named Porto today. assistant: congratulations on the beagle" },
      { id: "other", text: "user: good morning" },
    ];
    expect(rankSessionsByBm25({ sessions, query: "What is the name of my beagle I adopted today?" })).toEqual(["dog", "weather", "none", "other"]);
  });

  it("normalizes by session length: the same match in a shorter session scores higher", () => {
    const filler = " lorem ipsum dolor sit amet".repeat(40);
    const sessions = [
      { id: "long", text: `my car is a volvo${filler}` },
      { id: "short", text: "my car is a volvo" },
    ];
    expect(rankSessionsByBm25({ sessions, query: "volvo" })).toEqual(["short", "long"]);
  });
});
