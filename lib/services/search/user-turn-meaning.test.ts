import { describe, expect, it } from "vitest";
import { meaningText } from "@/lib/services/search/user-turn-meaning";

describe("meaningText", () => {
  it("reads plain text as typed and web-search syntax without its excluded words and operators", () => {
    expect(meaningText("espresso -decaf", "any")).toBe("espresso -decaf");
    expect(meaningText('"espresso machine" -decaf OR grinder', "websearch").replace(/\s+/g, " ").trim()).toBe("espresso machine grinder");
    expect(meaningText("-decaf espresso", "websearch").trim()).toBe("espresso");
  });
});
