import "@/testing/next-async-storage";
import { encode } from "next-auth/jwt";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";

const TEST_NEXTAUTH_SECRET = "access-control-test-secret-not-for-production";

export function ensureSecret(): string {
  process.env.NEXTAUTH_SECRET ??= TEST_NEXTAUTH_SECRET;
  // What a local install runs with; without it next-auth warns on every session read.
  process.env.NEXTAUTH_URL ??= "http://localhost:3000";
  return process.env.NEXTAUTH_SECRET;
}

// The Cookie header of a signed-in browser: a next-auth session token minted as next-auth's JWT
// strategy mints it at sign-in (our jwt callback keeps the user id as `uid`).
export async function sessionCookieFor(user: { id: string; email: string }): Promise<string> {
  const value = await encode({ token: { sub: user.id, uid: user.id, email: user.email }, secret: ensureSecret() });
  return `next-auth.session-token=${value}`;
}

// Runs fn inside the request scope Next creates for a route handler or server action (Next's
// own createRequestStoreForAPI, phase "action"), so next/headers reads these headers and
// getServerSession authenticates exactly as in the app. Cookies the code sets are returned.
export async function inRequestScope<T>(headers: Record<string, string>, fn: () => Promise<T>): Promise<{ value: T; setCookies: string[] }> {
  ensureSecret();
  const setCookies: string[] = [];
  const requestStore = createRequestStoreForAPI(
    // Next reads only the headers of the incoming request here.
    { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) } as never,
    { pathname: "/", search: "" },
    { tags: [], expirationsByCacheKind: new Map() } as never,
    (cookies: string[]) => setCookies.splice(0, setCookies.length, ...cookies),
    undefined as never,
    undefined,
  );
  // The fields of Next's work store that cookies() and headers() consult.
  const workStore = { route: "/access-control-test", page: "/", forceStatic: false, dynamicShouldError: false, isStaticGeneration: false };
  const value = await workAsyncStorage.run(workStore as never, () => workUnitAsyncStorage.run(requestStore, fn));
  return { value, setCookies };
}
