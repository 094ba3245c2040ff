import { describe, expect, it } from "vitest";
import { commandForVerifyKey } from "@/lib/runs/verify-keymap";

const key = (k: string, extra: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean; targetIsEditable: boolean }> = {}) =>
  commandForVerifyKey({ key: k, ctrlKey: false, altKey: false, metaKey: false, targetIsEditable: false, ...extra });

describe("commandForVerifyKey", () => {
  it("maps j/k, c, i, s and ? to the queue's commands", () => {
    expect(["j", "k", "c", "i", "s", "?", "Escape"].map((k) => key(k))).toEqual(["next", "previous", "correct", "incorrect", "skip", "help", "close"]);
    expect(key("x")).toBeNull();
    // Shift+C is another key, not a label.
    expect(key("C")).toBeNull();
  });

  it("ignores keys with a modifier held or typed into a text field, except Escape", () => {
    expect(key("c", { ctrlKey: true })).toBeNull();
    expect(key("i", { metaKey: true })).toBeNull();
    expect(key("c", { targetIsEditable: true })).toBeNull();
    expect(key("Escape", { targetIsEditable: true })).toBe("close");
  });
});
