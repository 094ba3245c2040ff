import { describe, expect, it } from "vitest";
import { safeLinkHref } from "@/lib/format/safe-link-href";

describe("safeLinkHref", () => {
  it("keeps absolute http, https and mailto addresses", () => {
    expect(safeLinkHref("https://example.org/a?b=1")).toBe("https://example.org/a?b=1");
    expect(safeLinkHref("HTTP://example.org")).toBe("http://example.org/");
    expect(safeLinkHref("mailto:ana@example.org")).toBe("mailto:ana@example.org");
  });

  it("refuses script, data, relative and protocol-relative addresses", () => {
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<b>x</b>",
      "/settings",
      "#turn-3",
      "//evil.test/x",
      "vbscript:x",
      "",
      null,
    ]) {
      expect(safeLinkHref(href)).toBeNull();
    }
  });
});
