import { describe, expect, it } from "vitest";
import { factSheetLine, factSheetLines } from "@/lib/sessions/fact-sheet-lines";

describe("factSheetLines", () => {
  it("numbers lines from 1, strips bullets and skips blank lines without renumbering", () => {
    expect(factSheetLines("- Has a beagle.\n\n* Lives in Porto.\nuser: hello  ")).toEqual([
      { number: 1, text: "Has a beagle." },
      { number: 3, text: "Lives in Porto." },
      { number: 4, text: "user: hello" },
    ]);
  });

  it("returns no lines for an empty sheet", () => {
    expect(factSheetLines("")).toEqual([]);
  });

  it("finds one line by number, or null for a blank or missing one", () => {
    expect(factSheetLine("- a1\n\n- b2", 3)).toBe("b2");
    expect(factSheetLine("- a1\n\n- b2", 2)).toBeNull();
    expect(factSheetLine("- a1", 9)).toBeNull();
  });
});
