import { describe, expect, it } from "vitest";
import { mentionMatches } from "./mention-equal";
import { parseMentions } from "./parse-mentions";
import { tokenize } from "./tokenize";

const m = (text: string) => parseMentions(tokenize(text))[0]!;
const same = (a: string, b: string) => mentionMatches(m(a), m(b));

describe("mentionMatches", () => {
  it("matches numbers in digits and words", () => {
    expect(same("12 saplings", "a dozen saplings")).toBe(true);
    expect(same("the 7th job", "my seventh job")).toBe(true);
    expect(same("12 saplings", "some 13 saplings")).toBe(false);
  });

  it("matches quantities across units of one dimension, within 2%", () => {
    expect(same("5 km", "five kilometers")).toBe(true);
    expect(same("5 km", "3.1 miles")).toBe(true);
    expect(same("$40", "40 dollars")).toBe(true);
    expect(same("$400,000", "$400k")).toBe(true);
    expect(same("5 km", "5 miles")).toBe(false);
    expect(same("$40", "40 euros")).toBe(false);
  });

  it("accepts a quantity restated without its unit", () => {
    expect(same("16GB", "16 of it")).toBe(true);
  });

  it("matches durations in any unit but not approximations", () => {
    expect(same("two weeks", "14 days")).toBe(true);
    expect(same("24 hours", "a day")).toBe(true);
    expect(same("an hour", "60 minutes")).toBe(true);
    expect(same("a month", "4 weeks")).toBe(false);
  });

  it("matches times with or without am/pm", () => {
    expect(same("6:30 pm", "18:30")).toBe(true);
    expect(same("6:30 pm", "at 6:30")).toBe(true);
    expect(same("6:30 pm", "6:30 am")).toBe(false);
  });

  it("matches dates when every field the source gave is equal", () => {
    expect(same("on 7/10", "July 10, 2023")).toBe(true);
    expect(same("the 3rd of June", "June 3")).toBe(true);
    expect(same("last Wednesday", "on Wednesday")).toBe(true);
    expect(same("two weeks ago", "14 days ago")).toBe(true);
    expect(same("June 3", "June 4")).toBe(false);
    expect(same("June 3", "in June")).toBe(false);
  });
});
