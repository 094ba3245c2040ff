// Where to send the browser after sign-in, from a target that came in a query string
// (`?callbackUrl=`). A prefix check on the raw text is not enough: browsers read `/\evil.test`
// as `//evil.test`, drop tabs and newlines (`/\t/evil.test`), and treat `//host` as another
// origin. So the target is parsed the way the browser will parse it, as a URL relative to Lore's
// own origin, and kept only when the result is still on that origin. What comes back is a path
// (never starting with `//`), so it cannot be read as another host later either.
export const DEFAULT_AFTER_SIGN_IN = "/inbox";

// Any origin works for paths; callers that know Lore's origin pass it so that absolute URLs on
// that origin are kept too.
const PLACEHOLDER_ORIGIN = "http://lore.invalid";

export function safeRedirectPath(target: unknown, appOrigin: string = PLACEHOLDER_ORIGIN, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(appOrigin);
    url = new URL(target, `${base.origin}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `http://lore//evil.test` is on Lore's origin, but its path alone would be scheme-relative.
  return path.startsWith("//") ? fallback : path;
}
