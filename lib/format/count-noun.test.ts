import { describe, expect, it } from "vitest";
import { countNoun } from "@/lib/format/count-noun";

describe("countNoun", () => {
  it("puts the noun in the number the count asks for", () => {
    expect(countNoun(1, "session")).toBe("1 session");
    expect(countNoun(0, "session")).toBe("0 sessions");
    expect(countNoun(40, "session")).toBe("40 sessions");
    expect(countNoun(12345, "query", "queries")).toBe("12,345 queries");
  });
});
