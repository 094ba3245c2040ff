import { z } from "@/lib/zod";

export const SESSIONS_PER_PAGE = 50;

const id = z.string().trim().min(1).max(64);

// The sessions list's filters as URL parameters; anything malformed reads as "not set" so that a
// hand-edited URL still shows a list.
export const sessionListQuerySchema = z.object({
  benchmark: id.optional().catch(undefined),
  type: z.string().trim().min(1).max(64).optional().catch(undefined),
  evidence: z.literal("only").optional().catch(undefined),
  extractor: id.optional().catch(undefined),
  sort: z.enum(["date", "coverage"]).catch("date"),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((q) => q || undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

export function parseSessionListQuery(params: Record<string, string | string[] | undefined>): SessionListQuery {
  const single = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const query = sessionListQuerySchema.parse(single);
  // Coverage belongs to one extractor's fact sheets: without one there is nothing to sort by.
  return query.extractor ? query : { ...query, sort: "date" };
}

// The URL of the list with some filters changed; changing a filter goes back to the first page.
export function sessionListHref(query: SessionListQuery, patch: Partial<SessionListQuery> = {}): string {
  const next = { ...query, ...("page" in patch ? {} : { page: 1 }), ...patch };
  const params = new URLSearchParams();
  if (next.benchmark) params.set("benchmark", next.benchmark);
  if (next.type) params.set("type", next.type);
  if (next.evidence) params.set("evidence", next.evidence);
  if (next.extractor) params.set("extractor", next.extractor);
  if (next.sort === "coverage" && next.extractor) params.set("sort", "coverage");
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/sessions?${search}` : "/sessions";
}
