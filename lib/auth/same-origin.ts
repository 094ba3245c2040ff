import { env } from "@/lib/env";

// A browser names the page that sent a POST in its Origin header. Sign-in refuses one from another
// site (login CSRF), on top of next-auth's CSRF token. A request without Origin is not from a
// browser form or fetch of another site, and still needs that token. "null" (a sandboxed frame, a
// redirect across origins) is refused.
export function isSameOriginRequest(headers: Headers, appUrl: string | undefined = env().NEXTAUTH_URL): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  if (origin === "null") return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const hosts = [headers.get("x-forwarded-host"), headers.get("host")].filter((h): h is string => Boolean(h));
  if (appUrl) {
    try {
      hosts.push(new URL(appUrl).host);
    } catch {
      // A malformed NEXTAUTH_URL only removes this one candidate.
    }
  }
  return hosts.some((host) => host.split(",")[0]!.trim().toLowerCase() === originHost.toLowerCase());
}
