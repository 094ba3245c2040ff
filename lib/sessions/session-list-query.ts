import type { SortDirection, TableSort } from "@/lib/utils/table-sort";
import { parseSearchParams } from "@/lib/validation/parse-search-params";
import { z } from "@/lib/zod";

export const SESSIONS_PER_PAGE = 50;

const id = z.string().trim().min(1).max(64);

/** The sortable columns; coverage and lost details belong to the chosen extractor's fact sheets. */
export const SESSION_SORTS = ["date", "session", "turns", "factSheets", "haystacks", "coverage", "lost"] as const;
export type SessionSort = (typeof SESSION_SORTS)[number];
const SHEET_SORTS: readonly SessionSort[] = ["coverage", "lost"];

// Each column's own first direction: the newest date, the worst coverage, the most of a count.
export const SESSION_SORT_DIRECTION: Record<SessionSort, SortDirection> = {
  date: "desc",
  session: "asc",
  turns: "desc",
  factSheets: "desc",
  haystacks: "desc",
  coverage: "asc",
  lost: "desc",
};

// The sessions list's filters as URL parameters; anything malformed reads as "not set" so that a
// hand-edited URL still shows a list.
export const sessionListQuerySchema = z.object({
  benchmark: id.optional().catch(undefined),
  type: z.string().trim().min(1).max(64).optional().catch(undefined),
  evidence: z.literal("only").optional().catch(undefined),
  extractor: id.optional().catch(undefined),
  sort: z.enum(SESSION_SORTS).catch("date"),
  /** Absent: the column's own first direction (SESSION_SORT_DIRECTION). */
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
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
  const query = parseSearchParams(sessionListQuerySchema, params).data;
  // Coverage belongs to one extractor's fact sheets: without one there is nothing to sort by.
  return query.extractor || !SHEET_SORTS.includes(query.sort) ? query : { ...query, sort: "date", dir: undefined };
}

/** The sort the list is in, its direction made explicit. */
export const sessionSortOf = (query: Pick<SessionListQuery, "sort" | "dir">): TableSort<SessionSort> => ({
  sort: query.sort,
  dir: query.dir ?? SESSION_SORT_DIRECTION[query.sort],
});

// The URL of the list with some filters changed; changing a filter goes back to the first page.
export function sessionListHref(query: SessionListQuery, patch: Partial<SessionListQuery> = {}): string {
  const next = { ...query, ...("page" in patch ? {} : { page: 1 }), ...patch };
  // A coverage order without an extractor has nothing to sort by, and reads as date order.
  const order = SHEET_SORTS.includes(next.sort) && !next.extractor ? { sort: "date" as const, dir: undefined } : { sort: next.sort, dir: next.dir };
  const params = new URLSearchParams();
  if (next.benchmark) params.set("benchmark", next.benchmark);
  if (next.type) params.set("type", next.type);
  if (next.evidence) params.set("evidence", next.evidence);
  if (next.extractor) params.set("extractor", next.extractor);
  if (order.sort !== "date") params.set("sort", order.sort);
  if (order.dir && order.dir !== SESSION_SORT_DIRECTION[order.sort]) params.set("dir", order.dir);
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/sessions?${search}` : "/sessions";
}
