import { z } from "@/lib/zod";

export const QUESTIONS_PER_PAGE = 50;

// The questions list's filters as URL parameters; malformed values read as "not set".
export const questionListQuerySchema = z.object({
  benchmark: z.string().trim().min(1).max(64).optional().catch(undefined),
  type: z.string().trim().min(1).max(64).optional().catch(undefined),
  abstention: z.enum(["only", "exclude"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export function parseQuestionListQuery(params: Record<string, string | string[] | undefined>): QuestionListQuery {
  return questionListQuerySchema.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));
}

export function questionListHref(query: QuestionListQuery, patch: Partial<QuestionListQuery> = {}): string {
  const next = { ...query, ...("page" in patch ? {} : { page: 1 }), ...patch };
  const params = new URLSearchParams();
  if (next.benchmark) params.set("benchmark", next.benchmark);
  if (next.type) params.set("type", next.type);
  if (next.abstention) params.set("abstention", next.abstention);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `/questions?${search}` : "/questions";
}
