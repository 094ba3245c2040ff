import { describe, expect, it } from "vitest";
import { authRedirect } from "@/lib/auth/auth-redirect";

const baseUrl = "http://localhost:3000";

describe("authRedirect (next-auth's redirect callback)", () => {
  it("follows Lore's own paths and absolute URLs", () => {
    expect(authRedirect({ url: "/sign-in", baseUrl })).toBe("http://localhost:3000/sign-in");
    expect(authRedirect({ url: "http://localhost:3000/runs?x=1#y", baseUrl })).toBe("http://localhost:3000/runs?x=1#y");
  });

  it("sends every other origin to the inbox", () => {
    for (const url of ["/\\evil.test/x", "/\t/evil.test", "//evil.test", "https://evil.test/", "javascript:alert(1)", "http://localhost:3001/"]) {
      expect(authRedirect({ url, baseUrl })).toBe("http://localhost:3000/inbox");
    }
  });
});
