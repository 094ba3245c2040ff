import { clipForMessage } from "@/lib/format/clip-for-message";
import type { RunRow } from "@/lib/longmemeval/parse-run-row";

export class RunMergeError extends Error {}

// Joins a hypotheses file with its judge file by question id. The judge file decides
// correctness; the hypothesis and reader tokens come from whichever file has them.
export function mergeRunRows(main: RunRow[], evalRows: RunRow[] | null): RunRow[] {
  assertUnique(main, "the run file");
  if (!evalRows) return main;
  assertUnique(evalRows, "the --eval file");
  const judged = new Map(evalRows.map((r) => [r.questionId, r]));
  const merged = main.map((row) => {
    const verdict = judged.get(row.questionId);
    if (!verdict) return row;
    return {
      ...row,
      hypothesis: row.hypothesis ?? verdict.hypothesis,
      correct: verdict.correct,
      judge: verdict.judge ?? row.judge,
      questionType: row.questionType ?? verdict.questionType,
      readerInputTokens: row.readerInputTokens ?? verdict.readerInputTokens,
      rankedCorpusIds: row.rankedCorpusIds ?? verdict.rankedCorpusIds,
    };
  });
  const inMain = new Set(main.map((r) => r.questionId));
  // Judged questions missing from the hypotheses file still count: the judge saw a hypothesis.
  return [...merged, ...evalRows.filter((r) => !inMain.has(r.questionId))];
}

function assertUnique(rows: RunRow[], label: string): void {
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.questionId)) throw new RunMergeError(`${label} lists question ${clipForMessage(row.questionId)} more than once`);
    seen.add(row.questionId);
  }
}
