import type { BatchCounts } from "@/lib/dal/questions/import-question-batch";
import { InputFileError } from "@/lib/import/read-json-values";

export type CommittedCounts = Pick<BatchCounts, "questions" | "questionsImported" | "questionsUpdated" | "questionsUnchanged" | "sessions" | "turns">;

// A question import stopped at a bad file or question after committing every complete batch
// before it. The message says what is kept and that running the same import again resumes: the
// import is idempotent per question (stored questions are recognised as unchanged, sessions are
// reused), so a rerun with the fixed file finishes the job without duplicates.
export class PartialImportError extends InputFileError {
  readonly committed: CommittedCounts;
  /** The benchmark left incomplete, when anything was stored (undo removes it). */
  readonly benchmark: string | null;

  constructor(cause: InputFileError, counts: BatchCounts, benchmark?: string) {
    const problem = cause.message.startsWith(`${cause.file}: `) ? cause.message.slice(cause.file.length + 2) : cause.message;
    const committed: CommittedCounts = {
      questions: counts.questions,
      questionsImported: counts.questionsImported,
      questionsUpdated: counts.questionsUpdated,
      questionsUnchanged: counts.questionsUnchanged,
      sessions: counts.sessions,
      turns: counts.turns,
    };
    super(cause.file, `${problem}. ${describeCommitted(committed, benchmark)}`);
    this.committed = committed;
    this.benchmark = committed.questions > 0 && benchmark ? benchmark : null;
  }
}

export function describeCommitted(c: CommittedCounts, benchmark?: string): string {
  if (c.questions === 0) return "Nothing was stored; fix the file and run the same import again.";
  const undo = benchmark
    ? ` The benchmark ${benchmark} is marked incomplete until then; to remove what was stored instead: lore import undo --benchmark ${benchmark}`
    : "";
  return (
    `Stored before this error: ${c.questions} question(s) (${c.questionsImported} new, ${c.questionsUpdated} updated, ${c.questionsUnchanged} unchanged), ` +
    `${c.sessions} session(s), ${c.turns} turn(s). Fix the file and run the same import again: it resumes, recognising what is stored as unchanged.${undo}`
  );
}
