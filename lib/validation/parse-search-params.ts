import type { z } from "zod";

export type SearchParams = Record<string, string | string[] | undefined>;

export type ParsedSearchParams<T> = { data: T; problems: string[] };

// A page's query string, read with its zod schema without ever throwing. Next hands a page a
// string[] for a repeated parameter (`?a=x&a=y`), which a `z.string()` field refuses: a plain
// `schema.parse` then threw a ZodError and the page answered 500. Here a repeated parameter keeps
// its first value, and a parameter the schema refuses is dropped (its default applies); each is
// named in `problems`, for the page to show, without echoing the value.
export function parseSearchParams<S extends z.ZodType>(schema: S, params: SearchParams): ParsedSearchParams<z.output<S>> {
  const problems: string[] = [];
  const single: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      problems.push(`“${shortKey(key)}” appears ${value.length} times in the address; the first one was used.`);
      single[key] = value[0]!;
    } else single[key] = value;
  }
  const first = schema.safeParse(single);
  if (first.success) return { data: first.data, problems };
  const refused = new Set(first.error.issues.map((issue) => String(issue.path[0] ?? "")));
  for (const key of refused)
    problems.push(key ? `“${shortKey(key)}” in the address is not valid and was ignored.` : "The address's parameters are not valid and were ignored.");
  const kept = Object.fromEntries(Object.entries(single).filter(([key]) => !refused.has(key) && !refused.has("")));
  const second = schema.safeParse(kept);
  return { data: second.success ? second.data : schema.parse({}), problems };
}

const shortKey = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);
