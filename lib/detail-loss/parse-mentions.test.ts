import { describe, expect, it } from "vitest";
import type { Mention } from "./mentions";
import { parseMentions } from "./parse-mentions";
import { tokenize } from "./tokenize";

const parse = (text: string) => parseMentions(tokenize(text));
const one = (text: string): Mention => {
  const mentions = parse(text);
  expect(mentions).toHaveLength(1);
  return mentions[0]!;
};

describe("numbers", () => {
  it.each([
    ["I caught 7 bass", 7],
    ["I caught seven bass", 7],
    ["twelve new saplings", 12],
    ["a dozen eggs", 12],
    ["half a dozen eggs", 6],
    ["twenty-five books", 25],
    ["two hundred and twenty pages", 220],
    ["1,300 followers", 1300],
    ["1.5 million views", 1_500_000],
    ["we met twice", 2],
  ])("reads %j as %d", (text, value) => {
    expect(one(text)).toMatchObject({ kind: "number", value });
  });

  it("reads ordinals in digits and after a determiner", () => {
    expect(one("the 7th job")).toMatchObject({ kind: "number", value: 7, ordinal: true });
    expect(one("my seventh job")).toMatchObject({ kind: "number", value: 7, ordinal: true });
  });

  it("does not read 'one of', 'a couple' or list markers as counts", () => {
    expect(parse("one of my friends, a couple of things")).toEqual([]);
    expect(parse("1. First item")).toEqual([]);
  });

  it("does not merge separate number words", () => {
    expect(parse("two and three").map((m) => (m.kind === "number" ? m.value : null))).toEqual([2, 3]);
  });

  it("reads a score or range as two numbers and a ratio as two numbers, not a time", () => {
    expect(parse("a 5-2 record").map((m) => m.kind)).toEqual(["number", "number"]);
    expect(parse("in a 1:10 ratio").map((m) => (m.kind === "number" ? m.value : null))).toEqual([1, 10]);
  });
});

describe("quantities and units", () => {
  it("normalizes money in symbols, words and k-suffixes", () => {
    for (const text of ["$400,000", "$400k", "400 thousand dollars"]) {
      expect(one(text)).toMatchObject({ kind: "quantity", dimension: "money-usd", base: 400_000 });
    }
    expect(one("$0.75 back")).toMatchObject({ kind: "quantity", base: 0.75 });
  });

  it("converts units to a base size per dimension", () => {
    expect(one("5 km")).toMatchObject({ dimension: "length", base: 5000 });
    expect(one("five kilometers")).toMatchObject({ dimension: "length", base: 5000 });
    expect(one("16GB of RAM")).toMatchObject({ dimension: "data", base: 16e9 });
    expect(one("10% off")).toMatchObject({ dimension: "percent", value: 10 });
    expect(one("20 dozen eggs")).toMatchObject({ kind: "quantity", unit: "dozen", value: 20, base: 240 });
  });

  it("gives the first number of a range the unit of the second", () => {
    expect(parse("24-70mm lens").map((m) => (m.kind === "quantity" ? m.value : null))).toEqual([24, 70]);
  });
});

describe("durations", () => {
  it.each([
    ["six weeks", 6 * 604_800],
    ["3 hours", 3 * 3600],
    ["a 2-day workshop", 2 * 86_400],
    ["an hour and a half", 5400],
    ["half an hour", 1800],
    ["a quarter of an hour", 900],
    ["2 years and 4 months", 2 * 31_557_600 + 4 * 2_629_800],
  ])("reads %j", (text, seconds) => {
    expect(one(text)).toMatchObject({ kind: "duration", seconds });
  });

  it("does not read the 'a day' of a rate as a duration", () => {
    expect(parse("2 hours a day").map((m) => m.kind)).toEqual(["duration"]);
    expect(parse("three times a week").map((m) => m.kind)).toEqual(["number"]);
  });

  it("turns 'N units ago' into a relative date", () => {
    expect(one("two weeks ago")).toMatchObject({ kind: "date", offsetDays: -14 });
  });
});

describe("dates and times", () => {
  it.each([
    ["on May 3rd", { month: 5, day: 3 }],
    ["the 3rd of June", { month: 6, day: 3 }],
    ["on 7/10", { month: 7, day: 10 }],
    ["on 2023/05/20", { year: 2023, month: 5, day: 20 }],
    ["a 2018 laptop", { year: 2018 }],
    ["last Tuesday", { weekday: 2 }],
    ["on Saturdays", { weekday: 6 }],
    ["in March", { month: 3 }],
    ["yesterday", { offsetDays: -1 }],
    ["last week", { offsetDays: -7 }],
    ["last summer", { season: "summer" }],
  ])("reads %j", (text, fields) => {
    expect(one(text)).toMatchObject({ kind: "date", ...fields });
  });

  it("reads every day of 'the 17th and 18th of April' and 'April 17-18'", () => {
    for (const text of ["the 17th and 18th of April", "April 17-18"]) {
      expect(parse(text).map((m) => (m.kind === "date" ? m.day : null))).toEqual([17, 18]);
    }
  });

  it("does not read the verb 'may' or a fraction as a date", () => {
    expect(parse("May I ask")).toEqual([]);
    expect(parse("1/4 cup").some((m) => m.kind === "date")).toBe(false);
  });

  it.each([
    ["6:30 pm", 1110, true],
    ["6:30pm", 1110, true],
    ["2 AM", 120, true],
    ["at 6:30", 390, false],
    ["18:30", 1110, true],
    ["noon", 720, true],
  ])("reads the time %j", (text, minutes, meridiem) => {
    expect(one(text)).toMatchObject({ kind: "time", minutes, meridiem });
  });
});
