import { safeRedirectPath } from "@/lib/auth/safe-redirect-path";

// next-auth's `redirect` callback (after sign-in and sign-out, from a `callbackUrl` the browser
// sent): only a URL on Lore's own origin is followed, anything else goes to the inbox.
export function authRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  return new URL(safeRedirectPath(url, baseUrl), new URL(baseUrl).origin).toString();
}
