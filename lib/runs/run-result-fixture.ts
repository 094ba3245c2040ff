import type { RunPageResult } from "@/lib/runs/build-run-page-view";

// A run's result row for unit tests of the run pages' pure code: question `id` with `correct`
// and `type`, everything else empty unless patched.
export function runResultFixture(
  id: string,
  correct: boolean | null,
  type: string | null = "multi-session",
  patch: Partial<RunPageResult> = {},
): RunPageResult {
  return {
    questionExternalId: id,
    questionId: `db-${id}`,
    questionType: type,
    correct,
    readerInputTokens: null,
    evidenceCoverage: null,
    answerInContext: null,
    retrievedSessionIds: null,
    answerSessionIds: null,
    questionText: `text ${id}`,
    hypothesis: null,
    ...patch,
  };
}
