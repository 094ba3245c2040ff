import { findUnstorableText } from "@/lib/validation/find-unstorable-text";

// Page addresses carry ids and filters straight into queries; a %00 in one would reach PostgreSQL,
// which refuses NUL, and fail the page with a 500. Names the first offending part instead.
export function findUnstorableInUrl(url: URL): string | null {
  if (/%00/.test(url.pathname)) return "the path";
  for (const [key, value] of url.searchParams) {
    if (findUnstorableText(key)) return "a parameter name";
    if (findUnstorableText(value)) return `the parameter ${key.slice(0, 40)}`;
  }
  return null;
}
