import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/auth-options";
import { deviceCookieHeader, deviceCookieValue, isTrustedDevice } from "@/lib/auth/device-cookie";
import { passwordChecks } from "@/lib/auth/password-check-pool";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { busySignInBody, SIGN_IN_RETRY_AFTER } from "@/lib/auth/sign-in-door.mjs";
import { env } from "@/lib/env";

const handler = NextAuth(authOptions);

type RouteContext = { params: Promise<{ nextauth: string[] }> };

const invalid = (message: string) => Response.json({ error: { code: "INVALID_INPUT", message } }, { status: 400 });

// next-auth answers a repeated query parameter (it becomes an array) and a callbackUrl that is
// neither a path nor an http(s) URL with a 500 "server configuration" error: refuse them up
// front, naming the parameter. (Where a valid callbackUrl may lead is decided by the redirect
// callback: Lore's own pages only.)
function badQuery(request: Request): Response | null {
  const params = new URL(request.url).searchParams;
  for (const name of new Set(params.keys())) {
    const count = params.getAll(name).length;
    if (count > 1) return invalid(`The query parameter ${name.slice(0, 40)} is given ${count} times: give it once.`);
  }
  const callbackUrl = params.get("callbackUrl");
  if (callbackUrl !== null && !callbackUrl.startsWith("/") && !URL.canParse(callbackUrl)) return invalid("callbackUrl must be a path on Lore, such as /inbox.");
  if (callbackUrl !== null && !callbackUrl.startsWith("/") && !/^https?:$/.test(new URL(callbackUrl).protocol))
    return invalid("callbackUrl must be a path on Lore, such as /inbox.");
  return null;
}

async function GET(request: Request, context: RouteContext): Promise<Response> {
  return badQuery(request) ?? handler(request, context);
}

// A successful password sign-in also leaves a device cookie (lib/auth/device-cookie.ts), so
// that this browser's next sign-in to the account is served ahead of a flood of guesses.
function withDeviceCookie(request: Request, email: string | null, response: Response): Response {
  const secret = env().NEXTAUTH_SECRET;
  const signedIn = response.headers.getSetCookie().some((line) => line.split("=")[0]!.endsWith("next-auth.session-token"));
  if (!secret || !signedIn || email === null || email.trim() === "") return response;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", deviceCookieHeader(deviceCookieValue(secret, email), (env().NEXTAUTH_URL ?? request.url).startsWith("https:")));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// During a flood the password checks' queue is full: an attempt that would be turned away anyway
// is answered here, before next-auth spends any work on it (CSRF, cookies, the user lookup), so
// that attackers' requests stay cheap for the app's one event loop. A returning browser (a
// device cookie for the email it sends) has a lane of its own and goes through.
function hasPasswordCheckRoom(request: Request, email: string | null): boolean {
  if (passwordChecks.hasRoom({ trusted: false })) return true;
  const trusted = email !== null && isTrustedDevice(request.headers.get("cookie") ?? undefined, email, env().NEXTAUTH_SECRET);
  return trusted && passwordChecks.hasRoom({ trusted: true });
}

// The email the sign-in form sent, read from a copy of the request (next-auth reads the body
// itself); null when there is none.
async function submittedEmail(request: Request): Promise<string | null> {
  const email = await request
    .clone()
    .formData()
    .then(
      (form) => form.get("email"),
      () => null,
    );
  return typeof email === "string" ? email : null;
}

// 429 with Retry-After, the same answer the sign-in door in front of Next.js gives.
function busy(request: Request): Response {
  return Response.json(busySignInBody(env().NEXTAUTH_URL ?? request.url), { status: 429, headers: { "retry-after": SIGN_IN_RETRY_AFTER } });
}

// Sign-in, sign-out and callbacks refuse a POST sent from another site's page.
async function POST(request: Request, context: RouteContext): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) {
    return Response.json({ error: { code: "FORBIDDEN", message: "Cross-origin requests to sign in or out are refused." } }, { status: 403 });
  }
  const refused = badQuery(request);
  if (refused) return refused;
  const { nextauth } = await context.params;
  if (nextauth.join("/") !== "callback/credentials") return handler(request, context);
  const email = await submittedEmail(request);
  if (!hasPasswordCheckRoom(request, email)) return busy(request);
  return withDeviceCookie(request, email, await handler(request, context));
}

export { GET, POST };
