import type { ContextShape } from "@/lib/questions/count-context-blocks";
import { QUESTION_TYPES } from "@/lib/longmemeval/question-types";

// One run's outcome on one question, reduced to what comparisons and run pages use.
export type ComparableResult = {
  questionExternalId: string;
  // The benchmark question's database id, for links to its trace; null when the run names a
  // question the benchmark does not hold.
  questionId: string | null;
  // The benchmark's type for the question, else the type the run file gave.
  questionType: string | null;
  correct: boolean | null;
  readerInputTokens: number | null;
  evidenceCoverage: number | null;
  answerInContext: boolean | null;
  // Retrieved sessions' external ids in rank order; null when the run did not retrieve.
  retrievedSessionIds: string[] | null;
  // The question's answer sessions from the benchmark; null when the question is not in it.
  answerSessionIds: string[] | null;
  // The benchmark's abstention flag; when absent, read from the id ("_abs"), as LongMemEval does.
  isAbstention?: boolean;
  // The recorded reader context's blocks and budget cut (contextShapeOf); null or absent when not loaded.
  contextShape?: ContextShape | null;
};

export type ComparableRun = { id: string; name: string; results: ComparableResult[] };

export type StoredResultRow = {
  questionExternalId: string;
  questionId: string | null;
  questionType: string | null;
  correct: boolean | null;
  readerInputTokens: number | null;
  evidenceCoverage: number | null;
  answerInContext?: boolean | null;
  // Either the stored JSON ranking, or the session ids already read from it (lib/dal/runs/load-rankings.ts).
  retrieved?: unknown;
  retrievedSessionIds?: string[] | null;
  contextShape?: ContextShape | null;
  question: { type: string; answerSessionIds: string[]; isAbstention?: boolean } | null;
};

export function toComparableResult(row: StoredResultRow): ComparableResult {
  return {
    questionExternalId: row.questionExternalId,
    questionId: row.questionId,
    questionType: row.question?.type ?? row.questionType,
    correct: row.correct,
    readerInputTokens: row.readerInputTokens,
    evidenceCoverage: row.evidenceCoverage,
    answerInContext: row.answerInContext ?? null,
    retrievedSessionIds: row.retrievedSessionIds !== undefined ? row.retrievedSessionIds : retrievedSessionIds(row.retrieved),
    answerSessionIds: row.question?.answerSessionIds ?? null,
    ...(row.question?.isAbstention !== undefined ? { isAbstention: row.question.isAbstention } : {}),
    ...(row.contextShape !== undefined ? { contextShape: row.contextShape } : {}),
  };
}

// RunResult.retrieved is a JSON list of {rank, externalId?, sessionId?, ...}: the demo stores the
// session's database id as sessionId and its dataset id as externalId, imported retrieval logs
// store externalId only. Recall compares against the dataset's answer_session_ids, so the
// external id wins. Anything that is not such a list reads as "did not retrieve".
export function retrievedSessionIds(retrieved: unknown): string[] | null {
  if (!Array.isArray(retrieved)) return null;
  const hits: { rank: number; id: string }[] = [];
  retrieved.forEach((item, index) => {
    if (typeof item !== "object" || item === null) return;
    const { rank, externalId, sessionId } = item as { rank?: unknown; externalId?: unknown; sessionId?: unknown };
    const id = typeof externalId === "string" ? externalId : typeof sessionId === "string" ? sessionId : null;
    if (id === null) return;
    hits.push({ rank: typeof rank === "number" ? rank : index + 1, id });
  });
  return hits.sort((x, y) => x.rank - y.rank).map((hit) => hit.id);
}

// The six official types in the dataset's order, then any others alphabetically.
export function compareQuestionTypes(x: string, y: string): number {
  const order = (type: string) => {
    const i = (QUESTION_TYPES as readonly string[]).indexOf(type);
    return i === -1 ? QUESTION_TYPES.length : i;
  };
  return order(x) - order(y) || x.localeCompare(y);
}
