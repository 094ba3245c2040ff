import type { TableSort } from "@/lib/utils/table-sort";
import { parseSearchParams } from "@/lib/validation/parse-search-params";
import { z } from "@/lib/zod";

export const QUESTIONS_PER_PAGE = 50;

/** The sortable columns; "question" is the benchmark, then the question's id. */
export const QUESTION_SORTS = ["question", "type", "answer", "evidence", "haystack"] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const DEFAULT_QUESTION_SORT: TableSort<QuestionSort> = { sort: "question", dir: "asc" };
const QUESTION_SORT_DIRECTION: Record<QuestionSort, "asc" | "desc"> = { question: "asc", type: "asc", answer: "asc", evidence: "desc", haystack: "desc" };

// The questions list's filters as URL parameters; malformed values read as "not set".
export const questionListQuerySchema = z.object({
  benchmark: z.string().trim().min(1).max(64).optional().catch(undefined),
  type: z.string().trim().min(1).max(64).optional().catch(undefined),
  abstention: z.enum(["only", "exclude"]).optional().catch(undefined),
  /** Absent: the default order (benchmark, then question id). */
  sort: z.enum(QUESTION_SORTS).optional().catch(undefined),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export function parseQuestionListQuery(params: Record<string, string | string[] | undefined>): QuestionListQuery {
  return parseSearchParams(questionListQuerySchema, params).data;
}

/** The order the list is in, defaults made explicit. */
export const questionSortOf = (query: Pick<QuestionListQuery, "sort" | "dir">): TableSort<QuestionSort> => ({
  sort: query.sort ?? DEFAULT_QUESTION_SORT.sort,
  dir: query.dir ?? (query.sort && query.sort !== DEFAULT_QUESTION_SORT.sort ? QUESTION_SORT_DIRECTION[query.sort] : DEFAULT_QUESTION_SORT.dir),
});

export function questionListHref(query: QuestionListQuery, patch: Partial<QuestionListQuery> = {}): string {
  const next = { ...query, ...("page" in patch ? {} : { page: 1 }), ...patch };
  const params = new URLSearchParams();
  if (next.benchmark) params.set("benchmark", next.benchmark);
  if (next.type) params.set("type", next.type);
  if (next.abstention) params.set("abstention", next.abstention);
  const order = questionSortOf(next);
  if (order.sort !== DEFAULT_QUESTION_SORT.sort || order.dir !== DEFAULT_QUESTION_SORT.dir) {
    params.set("sort", order.sort);
    params.set("dir", order.dir);
  }
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/questions?${search}` : "/questions";
}
