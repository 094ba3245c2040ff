import { describe, expect, it } from "vitest";
import { summarizeAuditChange } from "@/lib/audit/summarize-audit-change";

describe("summarizeAuditChange", () => {
  it("shows a changed field as before → after", () => {
    expect(summarizeAuditChange({ status: "active" }, { status: "archived" })).toEqual(["status: “active” → “archived”"]);
  });

  it("lists fields only one side has, and skips unchanged ones", () => {
    expect(summarizeAuditChange({ revision: 2, ownerId: "u" }, { revision: 3, ownerId: "u", revertedTo: 1 })).toEqual(["revision: 2 → 3", "revertedTo: 1"]);
    expect(summarizeAuditChange({ name: "x", gone: true }, { name: "x" })).toEqual(["gone: true → —"]);
  });

  it("shortens long text and counts arrays", () => {
    const [line] = summarizeAuditChange(null, { body: "a".repeat(100), observationIds: ["o1", "o2"] });
    expect(line).toBe(`body: “${"a".repeat(59)}…”`);
    expect(summarizeAuditChange(null, { observationIds: ["o1", "o2"], none: [], nothing: null })).toEqual([
      "observationIds: 2 items",
      "none: none",
      "nothing: none",
    ]);
  });

  it("handles events without before or after, and caps the number of lines", () => {
    expect(summarizeAuditChange(null, null)).toEqual([]);
    expect(summarizeAuditChange(undefined, { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 })).toEqual(["a: 1", "b: 2", "c: 3", "d: 4", "and 2 more"]);
  });
});
