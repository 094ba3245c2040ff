import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "@/lib/server/content-security-policy";

describe("contentSecurityPolicy", () => {
  it("allows page scripts only by this request's nonce, never inline code or handlers", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123==" });
    expect(csp).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "default-src 'self'"])
      expect(csp).toContain(directive);
  });

  it("allows no inline script at all without a nonce, and eval only in development", () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
    expect(contentSecurityPolicy({ nonce: "n", development: true })).toContain("'strict-dynamic' 'unsafe-eval'");
  });

  it("makes a new 128-bit nonce each time", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
