import { describe, expect, it } from "vitest";
import { tsvectorTermFrequencies } from "@/lib/search/tsvector-term-frequencies";

describe("tsvectorTermFrequencies", () => {
  it("counts each lexeme's positions, weighted or not, in the vector's order", () => {
    expect(tsvectorTermFrequencies("'beagl':3A 'porto':1A,7A,12A 'walk':5")).toEqual({ lexemes: ["beagl", "porto", "walk"], frequencies: [1, 3, 1] });
  });

  it("counts a lexeme stored without positions once", () => {
    expect(tsvectorTermFrequencies("'a' 'b':2,4")).toEqual({ lexemes: ["a", "b"], frequencies: [1, 2] });
  });

  it("reads doubled quotes and backslashes, and spaces and colons inside quotes, as part of the lexeme", () => {
    expect(tsvectorTermFrequencies(String.raw`'it''s':1A 'c:\\dir':2A,3A 'two words':4`)).toEqual({
      lexemes: ["it's", String.raw`c:\dir`, "two words"],
      frequencies: [1, 2, 1],
    });
  });

  it("reads an empty vector as no lexemes", () => {
    expect(tsvectorTermFrequencies("")).toEqual({ lexemes: [], frequencies: [] });
  });

  it("names the offset of text that is not a tsvector", () => {
    expect(() => tsvectorTermFrequencies("beagl:1")).toThrow("expected a quoted lexeme at offset 0");
    expect(() => tsvectorTermFrequencies("'beagl")).toThrow("unterminated lexeme");
  });
});
