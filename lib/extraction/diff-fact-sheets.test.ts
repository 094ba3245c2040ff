import { describe, expect, it } from "vitest";
import { diffFactSheets } from "@/lib/extraction/diff-fact-sheets";

describe("the line diff of two fact sheets", () => {
  it("keeps shared lines in order and marks the rest removed (only A) or added (only B)", () => {
    const a = "- User moved to Lisbon in 2021\n- User has a beagle named Biscuit\n- Assistant suggested Belem";
    const b = "- User moved to Lisbon in 2021\n- User has a dog\n- Assistant suggested Belem\n- User likes pasteis";
    expect(diffFactSheets(a, b)).toEqual({
      lines: [
        { kind: "same", text: "User moved to Lisbon in 2021" },
        { kind: "removed", text: "User has a beagle named Biscuit" },
        { kind: "added", text: "User has a dog" },
        { kind: "same", text: "Assistant suggested Belem" },
        { kind: "added", text: "User likes pasteis" },
      ],
      removed: 1,
      added: 2,
      same: 2,
    });
  });

  it("ignores bullets, numbering, surrounding space and blank lines", () => {
    expect(diffFactSheets("- one\n\n  * two  \n3. three", "one\n• two\n3) three\n")).toMatchObject({ removed: 0, added: 0, same: 3 });
  });

  it("handles empty sheets on either side", () => {
    expect(diffFactSheets("", "- a\n- b")).toMatchObject({ added: 2, removed: 0, same: 0 });
    expect(diffFactSheets("- a", "")).toMatchObject({ added: 0, removed: 1, same: 0 });
    expect(diffFactSheets("", "")).toEqual({ lines: [], added: 0, removed: 0, same: 0 });
  });

  it("lines up repeated lines by the longest common subsequence", () => {
    const result = diffFactSheets("a\nb\na\nc", "a\nc");
    expect(result.lines.filter((l) => l.kind === "same").map((l) => l.text)).toEqual(["a", "c"]);
    expect(result.removed).toBe(2);
  });
});
