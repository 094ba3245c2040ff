import type { StageKey, StageStatus } from "@/lib/questions/stage-definitions";
import type { RunQuestionRow } from "@/lib/runs/build-run-page-view";
import { pageField, sortFields, type TableSort } from "@/lib/utils/table-sort";
import { z } from "@/lib/zod";

export const RUN_QUESTIONS_PER_PAGE = 50;

export const RUN_QUESTION_COLUMNS = ["question", "type", "sheet", "retrieval", "budget", "context", "verdict", "tokens", "lost", "hypothesis"] as const;
export type RunQuestionColumn = (typeof RUN_QUESTION_COLUMNS)[number];

export const RUN_QUESTION_VERDICTS = ["correct", "wrong", "unjudged"] as const;
export type RunQuestionVerdict = (typeof RUN_QUESTION_VERDICTS)[number];

/** "none": the answer was not lost at any stage. */
export const RUN_QUESTION_LOST_AT = ["sheet", "retrieval", "budget", "context", "answer", "none"] as const satisfies readonly (StageKey | "none")[];
export type RunQuestionLostAt = (typeof RUN_QUESTION_LOST_AT)[number];

export const DEFAULT_RUN_QUESTION_SORT: TableSort<RunQuestionColumn> = { sort: "question", dir: "asc" };

// The run page's question table as URL parameters (sort, filters, page). Each field falls back to
// "not set" on its own, so one bad parameter never costs the others.
export const runQuestionTableQuerySchema = z.object({
  ...sortFields(RUN_QUESTION_COLUMNS, DEFAULT_RUN_QUESTION_SORT),
  verdict: z.enum(RUN_QUESTION_VERDICTS).optional().catch(undefined),
  type: z
    .string()
    .trim()
    .max(64)
    .optional()
    .catch(undefined)
    .transform((t) => t || undefined),
  lost: z.enum(RUN_QUESTION_LOST_AT).optional().catch(undefined),
  page: pageField(),
});

export type RunQuestionTableQuery = z.output<typeof runQuestionTableQuerySchema>;

export const DEFAULT_RUN_QUESTION_QUERY: RunQuestionTableQuery = runQuestionTableQuerySchema.parse({});

// The query string of a view of the table, with defaults left out so a plain view keeps a plain URL.
export function runQuestionTableSearch(query: RunQuestionTableQuery): string {
  const params = new URLSearchParams();
  if (query.sort !== DEFAULT_RUN_QUESTION_SORT.sort || query.dir !== DEFAULT_RUN_QUESTION_SORT.dir) {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  if (query.verdict) params.set("verdict", query.verdict);
  if (query.type) params.set("type", query.type);
  if (query.lost) params.set("lost", query.lost);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const verdictOf = (row: Pick<RunQuestionRow, "correct">): RunQuestionVerdict => (row.correct === null ? "unjudged" : row.correct ? "correct" : "wrong");

const lostAtOf = (row: RunQuestionRow): RunQuestionLostAt => row.verdicts.lostAt?.stage ?? "none";

export function matchesRunQuestionFilters(row: RunQuestionRow, query: Pick<RunQuestionTableQuery, "verdict" | "type" | "lost">): boolean {
  if (query.verdict && verdictOf(row) !== query.verdict) return false;
  if (query.type && row.type !== query.type) return false;
  if (query.lost && lostAtOf(row) !== query.lost) return false;
  return true;
}

// Worst first when ascending: a lost stage before a partial one before a kept one; stages that say
// nothing (unknown, not applicable) come after every real verdict.
const STATUS_RANK: Record<StageStatus, number> = { lost: 0, partial: 1, kept: 2, unknown: 3, "not-applicable": 4 };
const VERDICT_RANK: Record<RunQuestionVerdict, number> = { wrong: 0, correct: 1, unjudged: 2 };
const LOST_RANK: Record<RunQuestionLostAt, number> = { sheet: 0, retrieval: 1, budget: 2, context: 3, answer: 4, none: 5 };

/** The value a column sorts by; null sorts last in either direction. */
export function runQuestionSortValue(row: RunQuestionRow, column: RunQuestionColumn): string | number | null {
  switch (column) {
    case "question":
      return row.questionExternalId;
    case "type":
      return row.type;
    case "sheet":
    case "retrieval":
    case "budget":
    case "context":
      return STATUS_RANK[row.verdicts[column].status];
    case "verdict":
      return VERDICT_RANK[verdictOf(row)];
    case "tokens":
      return row.readerInputTokens;
    case "lost":
      return LOST_RANK[lostAtOf(row)];
    case "hypothesis":
      return row.hypothesis;
  }
}

// Sorts over every row (the whole run is on the page), ties in question order.
export function compareRunQuestions(a: RunQuestionRow, b: RunQuestionRow, sort: TableSort<RunQuestionColumn>): number {
  const x = runQuestionSortValue(a, sort.sort);
  const y = runQuestionSortValue(b, sort.sort);
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === "string" && typeof y === "string" ? x.localeCompare(y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return sort.dir === "asc" ? order : -order;
  }
  return a.questionExternalId.localeCompare(b.questionExternalId);
}

// The rows one view of the table shows: filtered, sorted over the whole run, then one page of them.
// A page past the end shows the last page.
export function selectRunQuestionRows(rows: readonly RunQuestionRow[], query: RunQuestionTableQuery, perPage = RUN_QUESTIONS_PER_PAGE) {
  const matching = rows.filter((row) => matchesRunQuestionFilters(row, query)).sort((a, b) => compareRunQuestions(a, b, query));
  const pageCount = Math.max(1, Math.ceil(matching.length / perPage));
  const page = Math.min(query.page, pageCount);
  return { total: matching.length, pageCount, page, rows: matching.slice((page - 1) * perPage, page * perPage) };
}

/** The question types present in the run, for the type filter. */
export const runQuestionTypes = (rows: readonly RunQuestionRow[]) => [...new Set(rows.flatMap((r) => (r.type ? [r.type] : [])))].sort();
