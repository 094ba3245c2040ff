import { describe, expect, it } from "vitest";
import { extractQualifiers } from "./extract-qualifiers";
import { parseMentions } from "./parse-mentions";
import { findQualifierMarkers } from "./qualifier-markers";
import { tokenize } from "./tokenize";

const qualifiers = (text: string) => {
  const tokens = tokenize(text);
  return extractQualifiers(tokens, parseMentions(tokens)).map((q) => ({ text: text.slice(q.start, q.end), cls: q.qualifierClass, head: q.headKeys }));
};

describe("extractQualifiers", () => {
  it.each([
    ["I've done it for over a year", "over a year", "lower-bound"],
    ["for more than a year", "more than a year", "lower-bound"],
    ["at least 10 minutes", "at least 10 minutes", "lower-bound"],
    ["at most 3 cups", "at most 3 cups", "upper-bound"],
    ["under $50", "under $50", "upper-bound"],
    ["almost 2 hours", "almost 2 hours", "near"],
    ["only 500 copies", "only 500", "only"],
  ])("bounds an amount: %j", (text, span, cls) => {
    expect(qualifiers(text)).toEqual([{ text: span, cls, head: [] }]);
  });

  it("finds negation, 'used to' and 'no longer' with the words they apply to", () => {
    expect(qualifiers("I used to be a staunch atheist")).toEqual([{ text: "used to be a staunch atheist", cls: "cessation", head: ["staunch", "atheist"] }]);
    expect(qualifiers("I no longer play tennis")).toEqual([{ text: "no longer play tennis", cls: "cessation", head: ["plai", "tenni"] }]);
    expect(qualifiers("I have never been to Japan")).toEqual([{ text: "never been to Japan", cls: "negation", head: ["japan"] }]);
    expect(qualifiers("I don't eat meat")).toEqual([{ text: "don't eat meat", cls: "negation", head: ["eat", "meat"] }]);
  });

  it("ignores hedges, 'not ... until' and words like 'over' without an amount", () => {
    expect(qualifiers("I'm not sure. Don't worry. I didn't get to bed until 2 AM. Went over my notes. I just got back")).toEqual([]);
  });
});

describe("findQualifierMarkers", () => {
  it("accepts looser wordings only in a fact sheet", () => {
    const tokens = tokenize("formerly an atheist; avoids sugar; 5+ years");
    expect(findQualifierMarkers(tokens).map((m) => m.qualifierClass)).toEqual([]);
    expect(findQualifierMarkers(tokens, true).map((m) => m.qualifierClass)).toEqual(["cessation", "negation", "lower-bound"]);
  });
});
