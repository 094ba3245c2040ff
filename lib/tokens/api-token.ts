import { createHash, randomBytes } from "node:crypto";

export const API_TOKEN_PREFIX = "lore_";
// "lore_" + 32 random bytes in base64url (43 characters, no padding).
const TOKEN_PATTERN = /^lore_[A-Za-z0-9_-]{43}$/;
const DISPLAY_PREFIX_LENGTH = 12;

export type GeneratedApiToken = { token: string; tokenHash: string; prefix: string };

// Only the hash is stored; the token itself is shown once and cannot be recovered.
export function generateApiToken(): GeneratedApiToken {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { token, tokenHash: hashApiToken(token), prefix: token.slice(0, DISPLAY_PREFIX_LENGTH) };
}

// A token carries 256 random bits, so a fast unsalted hash is enough: there is nothing to
// guess that a slow hash would protect.
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function isWellFormedApiToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
