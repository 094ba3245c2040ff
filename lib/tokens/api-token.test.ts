import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateApiToken, hashApiToken, isWellFormedApiToken } from "@/lib/tokens/api-token";

describe("API tokens", () => {
  it("generates lore_ + 43 base64url characters, with a 12-character display prefix", () => {
    const { token, prefix } = generateApiToken();
    expect(token).toMatch(/^lore_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(5), "base64url")).toHaveLength(32);
    expect(prefix).toBe(token.slice(0, 12));
  });

  it("stores the sha256 hex of the token, never the token", () => {
    const { token, tokenHash } = generateApiToken();
    expect(tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token.slice(5));
    expect(hashApiToken(token)).toBe(tokenHash);
  });

  it("generates a different token each time", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => generateApiToken().token));
    expect(tokens.size).toBe(50);
  });

  it("tells a well-formed token from a malformed one", () => {
    expect(isWellFormedApiToken(generateApiToken().token)).toBe(true);
    expect(isWellFormedApiToken("lore_short")).toBe(false);
    expect(isWellFormedApiToken(`xore_${"a".repeat(43)}`)).toBe(false);
    expect(isWellFormedApiToken(`lore_${"a".repeat(42)}!`)).toBe(false);
    expect(isWellFormedApiToken(`lore_${"a".repeat(44)}`)).toBe(false);
    expect(isWellFormedApiToken("")).toBe(false);
  });
});
