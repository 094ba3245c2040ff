import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { DEVICE_COOKIE, deviceDoorTag, readCookie } from "@/lib/auth/sign-in-door.mjs";

// A device cookie (OWASP, "Slow down online guessing attacks with device cookies"): after a
// successful sign-in the browser gets a cookie naming that account, signed with the app's secret.
// A later attempt for the same account that presents it comes from a browser that knew the
// password before: its password check is served ahead of the queue (password-check-pool.ts), so
// a flood of guesses at random accounts does not keep a returning user out. The cookie grants
// nothing else: the password is still checked, the rate limits still apply.
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function mac(secret: string, email: string, nonce: string): string {
  return createHmac("sha256", secret).update(`lore-device\n${email.trim().toLowerCase()}\n${nonce}`).digest("base64url");
}

// nonce.mac.tag: the mac names the account (checked by the sign-in route, which knows the email);
// the tag lets the HTTP server's sign-in door (sign-in-door.mjs) see that Lore issued the cookie
// before any request body is read. A cookie from before the tag (nonce.mac) is still trusted by
// the route; it just waits at the door.
export function deviceCookieValue(secret: string, email: string, nonce: string = randomBytes(16).toString("base64url")): string {
  return `${nonce}.${mac(secret, email, nonce)}.${deviceDoorTag(secret, nonce)}`;
}

// The Set-Cookie line: readable only by the sign-in routes, never by scripts.
export function deviceCookieHeader(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

// Whether the request's cookies hold a device cookie this secret signed for this email.
export function isTrustedDevice(cookieHeader: string | undefined, email: string, secret: string | undefined): boolean {
  if (!secret) return false;
  const value = readCookie(cookieHeader, DEVICE_COOKIE);
  if (!value || value.length > 200) return false;
  const [nonce, given, tag, extra] = value.split(".");
  if (!nonce || !given || extra !== undefined) return false;
  if (tag !== undefined && !sameText(tag, deviceDoorTag(secret, nonce))) return false;
  return sameText(given, mac(secret, email, nonce));
}

// A constant-time comparison, so a forged cookie learns nothing from how soon it was refused.
function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
