import { describe, expect, it } from "vitest";
import { highlightSegments } from "@/lib/search/highlight-segments";
import { findMatchRanges, mergeRanges } from "@/lib/search/match-ranges";

const marked = (text: string, query: string) => findMatchRanges(text, query).map(([s, e]) => text.slice(s, e));

describe("findMatchRanges", () => {
  it("finds the query's words in any case, with punctuation around them", () => {
    expect(marked("I adopted a BEAGLE (named Biscuit!) — beagle, again.", "beagle biscuit")).toEqual(["BEAGLE", "Biscuit", "beagle"]);
  });

  it("finds other forms of a word and near spellings, but only whole words", () => {
    expect(marked("We moved; moving is hard. The apartment, an art deco one.", "move apartmnet")).toEqual(["moved", "moving", "apartment"]);
    expect(marked("apartment", "art")).toEqual([]);
  });

  it("leaves stopwords and excluded words unmarked", () => {
    expect(marked("The move to the new place, and the piano.", "the move -piano")).toEqual(["move"]);
    expect(findMatchRanges("anything", "the of ?!")).toEqual([]);
  });

  it("merges overlapping and repeated terms into one range", () => {
    expect(marked("apartments", "apartment apartments apartmnets")).toEqual(["apartments"]);
    expect(
      mergeRanges([
        [4, 9],
        [0, 5],
        [12, 14],
        [13, 20],
        [30, 30],
      ]),
    ).toEqual([
      [0, 9],
      [12, 20],
    ]);
  });

  it("returns offsets into the original text, accents and surrogate pairs included", () => {
    const text = "😀 Café in Zürich ☕ cafe";
    expect(marked(text, "cafe zurich")).toEqual(["Café", "Zürich", "cafe"]);
  });

  it("treats hostile text as text: markup is never a match boundary or output", () => {
    const text = `<script>alert("beagle")</script><img src=x onerror=beagle()>`;
    expect(marked(text, "beagle <script>")).toEqual(["script", "beagle", "script", "beagle"]);
    const { segments } = highlightSegments(text, findMatchRanges(text, "beagle"));
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(["beagle", "beagle"]);
  });
});

describe("highlightSegments", () => {
  it("keeps short text whole, split into plain and matched stretches", () => {
    const text = "Has a beagle called Biscuit.";
    expect(highlightSegments(text, findMatchRanges(text, "biscuit"))).toEqual({
      segments: [
        { text: "Has a beagle called ", match: false },
        { text: "Biscuit", match: true },
        { text: ".", match: false },
      ],
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it("cuts a long text to a window around its first match, starting at a word", () => {
    const text = `${"filler words here ".repeat(60)}the beagle Biscuit ${"more words ".repeat(60)}`;
    const snippet = highlightSegments(text, findMatchRanges(text, "biscuit"), 200);
    const shown = snippet.segments.map((s) => s.text).join("");
    expect(snippet.clippedStart).toBe(true);
    expect(snippet.clippedEnd).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(200);
    expect(shown).toMatch(/^(filler|words|here) /);
    expect(snippet.segments.filter((s) => s.match).map((s) => s.text)).toEqual(["Biscuit"]);
  });
});
