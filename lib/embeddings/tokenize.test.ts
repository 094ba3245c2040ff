import { describe, expect, it } from "vitest";
import { contentStems, normalizeText, stem, tokenize } from "@/lib/embeddings/tokenize";

describe("tokenize", () => {
  it("lower-cases, folds accents and keeps letters and digits of any script", () => {
    expect(normalizeText("Crème BRÛLÉE")).toBe("creme brulee");
    expect(tokenize("I'm in Zürich, 東京 & 2024!").map((t) => t.word)).toEqual(["i'm", "in", "zurich", "東京", "2024"]);
  });

  it("flags PostgreSQL's english stopwords", () => {
    expect(
      tokenize("How did the move go")
        .filter((t) => t.stop)
        .map((t) => t.word),
    ).toEqual(["how", "did", "the"]);
    expect(contentStems("What is it that you want?")).toEqual(["want"]);
  });

  it("joins the common inflections of a word", () => {
    for (const group of [
      ["move", "moves", "moved", "moving"],
      ["apartment", "apartments"],
      ["stop", "stopped", "stopping"],
      ["city", "cities"],
      ["box", "boxes"],
    ]) {
      expect(new Set(group.map(stem)).size, group.join(",")).toBe(1);
    }
  });

  it("leaves short words, numbers and possessives' stems sensible", () => {
    expect(stem("bus")).toBe("bus");
    expect(stem("2024s")).toBe("2024s");
    expect(stem("sarah's")).toBe("sarah");
    expect(stem("glass")).toBe("glass");
  });
});
