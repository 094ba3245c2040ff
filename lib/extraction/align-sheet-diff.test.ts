import { describe, expect, it } from "vitest";
import { alignSheetDiff } from "@/lib/extraction/align-sheet-diff";
import { diffFactSheets } from "@/lib/extraction/diff-fact-sheets";

const text = (segments: { text: string }[] | null) => (segments ? segments.map((s) => s.text).join("") : null);

describe("alignSheetDiff", () => {
  it("pairs a replaced line with its replacement and keeps shared lines on both sides", () => {
    const rows = alignSheetDiff(diffFactSheets("- Name: Ada\n- Lives in Paris since 2019", "- Name: Ada\n- Lives in Lyon since 2019"));
    expect(rows.map((r) => r.kind)).toEqual(["same", "changed"]);
    expect(text(rows[1]!.left)).toBe("Lives in Paris since 2019");
    expect(text(rows[1]!.right)).toBe("Lives in Lyon since 2019");
    expect(rows[1]!.left!.filter((s) => s.changed).map((s) => s.text.trim())).toEqual(["Paris"]);
  });

  it("shows unrelated lines as a removal and an addition, and unpaired lines on one side only", () => {
    const rows = alignSheetDiff(diffFactSheets("- Owns a cat\n- Runs on Sundays\n- Kept", "- Kept\n- Prefers tea over coffee"));
    expect(rows.map((r) => [r.kind, text(r.left), text(r.right)])).toEqual([
      ["removed", "Owns a cat", null],
      ["removed", "Runs on Sundays", null],
      ["same", "Kept", "Kept"],
      ["added", null, "Prefers tea over coffee"],
    ]);
    // A one-sided line is marked by its row, not word by word.
    expect(rows.flatMap((r) => [...(r.left ?? []), ...(r.right ?? [])]).some((s) => s.changed)).toBe(false);
  });

  it("is empty for two empty sheets", () => {
    expect(alignSheetDiff(diffFactSheets("", ""))).toEqual([]);
  });
});
