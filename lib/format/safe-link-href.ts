// The href a link in rendered user text may carry: an absolute http(s) or mailto address, or
// nothing. `javascript:`, `data:`, relative paths and protocol-relative `//host` addresses are
// refused, so text from a conversation can neither run script nor point inside the app.
export function safeLinkHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" || url.protocol === "mailto:" ? url.href : null;
  } catch {
    return null;
  }
}
