import { describe, expect, it } from "vitest";
import { deviceCookieHeader, deviceCookieValue, isTrustedDevice } from "@/lib/auth/device-cookie";

const SECRET = "a-secret-of-at-least-16-chars";

describe("device cookies", () => {
  it("trust a browser for the account it signed in to, whatever the email's case", () => {
    const cookie = `other=1; lore-device=${deviceCookieValue(SECRET, "Demo@Lore.local")}`;
    expect(isTrustedDevice(cookie, "demo@lore.local", SECRET)).toBe(true);
    expect(isTrustedDevice(cookie, " DEMO@lore.local ", SECRET)).toBe(true);
  });

  it("do not transfer to another account, another secret, or a forged or mangled value", () => {
    const value = deviceCookieValue(SECRET, "demo@lore.local", "nonce");
    expect(isTrustedDevice(`lore-device=${value}`, "someone@lore.local", SECRET)).toBe(false);
    expect(isTrustedDevice(`lore-device=${value}`, "demo@lore.local", "another-secret-of-16+")).toBe(false);
    expect(isTrustedDevice(`lore-device=${value}`, "demo@lore.local", undefined)).toBe(false);
    expect(isTrustedDevice(`lore-device=other.${value.split(".")[1]}`, "demo@lore.local", SECRET)).toBe(false);
    expect(isTrustedDevice(`lore-device=${value}.x`, "demo@lore.local", SECRET)).toBe(false);
    expect(isTrustedDevice(`lore-device=${"a".repeat(5000)}`, "demo@lore.local", SECRET)).toBe(false);
    expect(isTrustedDevice(undefined, "demo@lore.local", SECRET)).toBe(false);
    expect(isTrustedDevice("lore-device=", "demo@lore.local", SECRET)).toBe(false);
  });

  it("are sent only to the sign-in routes, never readable by scripts", () => {
    expect(deviceCookieHeader("v", false)).toBe("lore-device=v; Path=/api/auth; Max-Age=31536000; HttpOnly; SameSite=Lax");
    expect(deviceCookieHeader("v", true)).toMatch(/; Secure$/);
  });
});
