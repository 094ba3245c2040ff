import { describe, expect, it } from "vitest";
import { focusAfterRemoval, moveFocus } from "@/lib/inbox/move-focus";

describe("moveFocus", () => {
  it("moves down and up and stops at the ends", () => {
    expect(moveFocus(0, 1, 3)).toBe(1);
    expect(moveFocus(2, 1, 3)).toBe(2);
    expect(moveFocus(0, -1, 3)).toBe(0);
  });
  it("stays at 0 in an empty list", () => expect(moveFocus(0, 1, 0)).toBe(0));
});

describe("focusAfterRemoval", () => {
  it("keeps the position so the next proposal comes up", () => expect(focusAfterRemoval(1, [1], 4)).toBe(1));
  it("moves up when the last item goes", () => expect(focusAfterRemoval(3, [3], 4)).toBe(2));
  it("accounts for removed items above the focus", () => expect(focusAfterRemoval(3, [0, 1], 5)).toBe(1));
  it("returns 0 when the list empties", () => expect(focusAfterRemoval(0, [0], 1)).toBe(0));
});
