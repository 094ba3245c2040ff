import { describe, expect, it } from "vitest";
import { overLimitMessage, textLimitView } from "@/lib/format/text-limit";

describe("textLimitView", () => {
  it("stays hidden well below the limit", () => {
    expect(textLimitView(0, 4000).show).toBe(false);
    expect(textLimitView(3199, 4000).show).toBe(false);
  });

  it("shows the count with thousands separators from 80% of the limit", () => {
    expect(textLimitView(3200, 4000)).toEqual({ show: true, text: "3,200 / 4,000", remaining: 800, over: false });
    expect(textLimitView(20_000, 20_000)).toEqual({ show: true, text: "20,000 / 20,000", remaining: 0, over: false });
  });

  it("shows a short field's count within 20 characters of its limit", () => {
    expect(textLimitView(10, 64).show).toBe(false);
    expect(textLimitView(44, 64).show).toBe(true);
  });

  it("flags a text over the limit", () => {
    expect(textLimitView(2001, 2000)).toMatchObject({ over: true, remaining: -1, text: "2,001 / 2,000" });
  });
});

describe("overLimitMessage", () => {
  it("names the field and its limit", () => {
    expect(overLimitMessage("The memory text", 20_000)).toBe("The memory text is over its limit of 20,000 characters: shorten it and try again.");
  });
});
