import "server-only";
import { bumpSessionVersion } from "@/lib/dal/users/bump-session-version";
import { getSessionVersion } from "@/lib/dal/users/get-session-version";

// How long this process trusts a sessionVersion it read: every request checks its token, and
// a sign-out on another app server is seen here within this time.
export const SESSION_VERSION_TTL_MS = 5_000;

const cache = new Map<string, { version: number | null; at: number }>();
const MAX_CACHED = 10_000;

async function currentVersion(userId: string): Promise<number | null> {
  const now = Date.now();
  const hit = cache.get(userId);
  if (hit && now - hit.at < SESSION_VERSION_TTL_MS) return hit.version;
  const version = await getSessionVersion(userId);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(userId, { version, at: now });
  return version;
}

// The version a new login token carries.
export async function sessionVersionForSignIn(userId: string): Promise<number> {
  cache.delete(userId);
  return (await currentVersion(userId)) ?? 0;
}

// Whether a login token is still valid: its user exists and it was minted at the user's current
// sessionVersion (a token without one predates revocation and counts as version 0).
//
// Versions only grow, so a token newer than the version this process remembers was minted after a
// sign-out this memory has not seen: on another app server, or in another module instance of this
// one (the proxy and the route handlers are bundled apart, each with its own cache). The version
// is then read again rather than refusing the new login; without that, signing in again within
// SESSION_VERSION_TTL_MS of signing out sent the user back to the sign-in page.
export async function isSessionCurrent(token: { uid?: unknown; sv?: unknown }): Promise<boolean> {
  if (typeof token.uid !== "string") return false;
  const minted = typeof token.sv === "number" ? token.sv : 0;
  let version = await currentVersion(token.uid);
  if (version !== null && minted > version) {
    cache.delete(token.uid);
    version = await currentVersion(token.uid);
  }
  return version !== null && version === minted;
}

// Ends every login session of the user, on this server at once and on the others within the TTL.
export async function revokeSessions(userId: string): Promise<void> {
  await bumpSessionVersion(userId);
  cache.delete(userId);
}

// After a bump made elsewhere in this process (an admin's "sign out everywhere").
export function forgetSessionVersion(userId: string): void {
  cache.delete(userId);
}

export class SessionRevokedError extends Error {
  constructor() {
    super("This login session was signed out.");
    this.name = "SessionRevokedError";
  }
}
