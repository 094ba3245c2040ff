import { describe, expect, it } from "vitest";
import { turnAnchor, turnHref, turnNumber } from "@/lib/sessions/turn-number";

describe("turn numbering", () => {
  it("labels a turn by its stored position, as the session page does", () => {
    expect(turnNumber(0)).toBe("#0");
    expect(turnNumber(4)).toBe("#4");
  });

  it("links to the session page's anchor for that turn", () => {
    expect(turnAnchor(4)).toBe("turn-4");
    expect(turnHref("cmx1", 4)).toBe("/sessions/cmx1#turn-4");
    expect(turnHref("a/b", 0)).toBe("/sessions/a%2Fb#turn-0");
  });

  it("links to the session itself when the hit has no turn", () => {
    expect(turnHref("cmx1", null)).toBe("/sessions/cmx1");
  });
});
