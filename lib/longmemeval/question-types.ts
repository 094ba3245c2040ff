// The six LongMemEval question types, spelled as the dataset's `question_type` field spells them.
// Abstention is not a seventh type: an abstention question keeps its underlying type and is marked
// only by its id.
export const QUESTION_TYPES = [
  "single-session-user",
  "single-session-assistant",
  "single-session-preference",
  "multi-session",
  "temporal-reasoning",
  "knowledge-update",
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

export function isQuestionType(value: string): value is QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(value);
}

// The dataset marks unanswerable questions by appending `_abs` to the id of the question they were
// derived from. The official scripts test `'_abs' in question_id`; every official id with `_abs`
// has it as a suffix, and the suffix test cannot misfire on an id that merely contains it.
export function isAbstentionId(questionId: string): boolean {
  return questionId.endsWith("_abs");
}
