import { describe, expect, it } from "vitest";
import { contentWords, pickSupportingTurns } from "@/lib/proposals/pick-supporting-turns";

const turns = [
  { id: "t0", content: "Hi! Can you help me plan my week?" },
  { id: "t1", content: "Sure. What is on your mind?" },
  { id: "t2", content: "I adopted a beagle named Biscuit last month, so walks come first." },
  { id: "t3", content: "Congratulations on Biscuit! Beagles love long walks." },
  { id: "t4", content: "Also I bought three basil plants for the balcony." },
];

describe("contentWords", () => {
  it("drops short words and stopwords, lowercases and folds plurals", () => {
    expect([...contentWords("User's Plants are on the balcony, and a cat.")]).toEqual(["plant", "balcony", "cat"]);
  });
});

describe("pickSupportingTurns", () => {
  it("picks the turn that shares most words with the line first", () => {
    expect(pickSupportingTurns("User adopted a beagle named Biscuit.", turns).map((t) => t.id)).toEqual(["t2", "t3"]);
  });

  it("leaves out turns far weaker than the best", () => {
    expect(pickSupportingTurns("User bought basil plants for the balcony.", turns).map((t) => t.id)).toEqual(["t4"]);
  });

  it("returns nothing when no turn shares a content word", () => {
    expect(pickSupportingTurns("Prefers window seats on trains.", turns)).toEqual([]);
    expect(pickSupportingTurns("- a", turns)).toEqual([]);
  });

  it("respects the maximum and breaks ties by turn order", () => {
    const same = [
      { id: "b", content: "tea" },
      { id: "a", content: "tea" },
      { id: "c", content: "tea" },
    ];
    expect(pickSupportingTurns("tea", same, { max: 2 }).map((t) => t.id)).toEqual(["b", "a"]);
  });
});
