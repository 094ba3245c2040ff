import { describe, expect, it } from "vitest";
import { commandForKey } from "@/lib/inbox/inbox-keymap";

const key = (k: string, patch: Partial<Parameters<typeof commandForKey>[0]> = {}) =>
  commandForKey({ key: k, ctrlKey: false, altKey: false, metaKey: false, targetIsEditable: false, ...patch });

describe("commandForKey", () => {
  it("maps the documented keys", () => {
    expect(["j", "k", "a", "e", "r", "m", "/", "?", "x", "A", "R"].map((k) => key(k))).toEqual([
      "next",
      "previous",
      "accept",
      "edit",
      "reject",
      "merge",
      "search",
      "help",
      "select",
      "bulkAccept",
      "bulkReject",
    ]);
  });
  it("ignores keys typed into a text field, except Escape", () => {
    expect(key("a", { targetIsEditable: true })).toBeNull();
    expect(key("Escape", { targetIsEditable: true })).toBe("close");
  });
  it("ignores modified keys and unknown keys", () => {
    expect(key("a", { ctrlKey: true })).toBeNull();
    expect(key("z")).toBeNull();
  });
});
