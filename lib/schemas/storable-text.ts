import { findUnstorableText } from "@/lib/validation/find-unstorable-text";

// Ids, filters and search text arrive in paths and query strings, where %00 decodes to NUL, which
// PostgreSQL refuses: checked in the schema (a 4xx or an ignored filter) instead of failing in
// the database (a 500). JSON bodies of the HTTP API are checked whole by readJsonBody.
export const STORABLE_TEXT_MESSAGE = "contains a NUL character or an unpaired surrogate";

export function isStorableText(text: string): boolean {
  return findUnstorableText(text) === null;
}
