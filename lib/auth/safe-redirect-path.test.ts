import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from "@/lib/auth/safe-redirect-path";

const ORIGIN = "https://lore.example.com";

// Each target as it reaches the page (Next has already percent-decoded the query string once).
const hostile: [string, string][] = [
  ["backslash after the slash", "/\\evil.test/x"],
  ["two backslashes", "\\\\evil.test"],
  ["tab between the slashes", "/\t/evil.test"],
  ["newline between the slashes", "/\n/evil.test"],
  ["carriage return and tab", "\r\n/\t/evil.test/x"],
  ["scheme-relative", "//evil.test"],
  ["scheme-relative with a path", "//evil.test/inbox?x=1"],
  ["javascript: URL", "javascript:alert(document.cookie)"],
  ["javascript: with leading space and case", " JavaScript:alert(1)"],
  ["data: URL", "data:text/html,<script>alert(1)</script>"],
  ["absolute URL of another origin", "https://evil.test/inbox"],
  ["same host, other scheme", "http://lore.example.com/inbox"],
  ["same host, other port", "https://lore.example.com:8443/inbox"],
  ["look-alike host", "https://lore.example.com.evil.test/inbox"],
  ["credentials trick", "https://lore.example.com@evil.test/"],
  ["an own-origin URL whose path is scheme-relative", "https://lore.example.com//evil.test"],
  ["empty", ""],
];

describe("safeRedirectPath", () => {
  it.each(hostile)("falls back to the default page for %s", (_, target) => {
    expect(safeRedirectPath(target, ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("decodes nothing: percent-encoded slashes and backslashes stay inside the path", () => {
    // `?callbackUrl=%252F%252Fevil.test` reaches the page as `%2F%2Fevil.test`: a path on Lore.
    expect(safeRedirectPath("%2F%2Fevil.test", ORIGIN)).toBe("/%2F%2Fevil.test");
    expect(safeRedirectPath("/%5Cevil.test/x", ORIGIN)).toBe("/%5Cevil.test/x");
    expect(safeRedirectPath("/%09/evil.test", ORIGIN)).toBe("/%09/evil.test");
    for (const path of ["%2F%2Fevil.test", "/%5Cevil.test/x", "/%09/evil.test"]) {
      expect(new URL(safeRedirectPath(path, ORIGIN), ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it("falls back for targets that are not strings (a repeated query parameter) or absurdly long", () => {
    expect(safeRedirectPath(["/runs", "//evil.test"], ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectPath(undefined, ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectPath(`/${"a".repeat(5000)}`, ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("keeps Lore's own paths with their query and hash", () => {
    expect(safeRedirectPath("/runs", ORIGIN)).toBe("/runs");
    expect(safeRedirectPath("/runs/abc?tab=results&type=multi-session#q-12", ORIGIN)).toBe("/runs/abc?tab=results&type=multi-session#q-12");
    expect(safeRedirectPath("/extractors/compare?a=x%40y&b=z", ORIGIN)).toBe("/extractors/compare?a=x%40y&b=z");
    expect(safeRedirectPath("/inbox?q=a//b", ORIGIN)).toBe("/inbox?q=a//b");
  });

  it("keeps an absolute URL on Lore's own origin, as a path", () => {
    expect(safeRedirectPath("https://lore.example.com/sessions/s1?x=1#t", ORIGIN)).toBe("/sessions/s1?x=1#t");
    // Same scheme with one slash is, to a browser too, a path on the current origin.
    expect(safeRedirectPath("https:/evil.test", ORIGIN)).toBe("/evil.test");
  });

  it("uses the fallback it is given, and works without an origin", () => {
    expect(safeRedirectPath("//evil.test", ORIGIN, "/sign-in")).toBe("/sign-in");
    expect(safeRedirectPath("/runs?x=1")).toBe("/runs?x=1");
    expect(safeRedirectPath("/\\evil.test")).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
