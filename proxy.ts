import { NextResponse, type NextFetchEvent } from "next/server";
import { withAuth, type NextRequestWithAuth } from "next-auth/middleware";
import { isSessionCurrent } from "@/lib/auth/session-revocation";
import { contentSecurityPolicy, createNonce } from "@/lib/server/content-security-policy";
import { findUnstorableInUrl } from "@/lib/validation/find-unstorable-in-url";
import { env } from "@/lib/env";

// Every page but sign-in needs a signed-in user whose login session has not been signed out
// (checked against the user's sessionVersion, cached briefly); the HTTP API authenticates its
// own tokens.
const requireSignIn = withAuth({
  pages: { signIn: "/sign-in" },
  callbacks: { authorized: async ({ token }) => token !== null && (await isSessionCurrent(token)) },
});

export default async function proxy(request: NextRequestWithAuth, event: NextFetchEvent) {
  // A NUL in a page address would fail deep in the database; refuse it up front, for every page.
  const csp = contentSecurityPolicy({ nonce: createNonce(), development: env().NODE_ENV === "development" });
  const unstorable = findUnstorableInUrl(request.nextUrl);
  if (unstorable) {
    return new Response(`Bad request: ${unstorable} contains a NUL character.`, {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "Content-Security-Policy": csp },
    });
  }
  const refused = await requireSignIn(request, event);
  if (refused) {
    refused.headers.set("Content-Security-Policy", csp);
    return refused;
  }
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|favicon.svg|icon.svg).*)"],
};
