import { describe, expect, it } from "vitest";
import { findDetailSpans } from "./find-detail-spans";

describe("findDetailSpans", () => {
  it("returns the character span and kind of every detail, repeats included", () => {
    const content = "I've lived in Harajuku for over a year. Harajuku is great, my rent is $900.";
    const spans = findDetailSpans({ id: "t", role: "user", content }).map((s) => [content.slice(s.start, s.end), s.kind]);
    expect(spans).toEqual([
      ["Harajuku", "name"],
      ["over a year", "qualifier"],
      ["a year", "duration"],
      ["Harajuku", "name"],
      ["$900", "quantity"],
    ]);
  });
});
