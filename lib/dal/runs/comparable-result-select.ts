import type { Prisma } from "@/lib/generated/prisma/client";

// The stored result's columns every comparison of runs reads (lib/runs/comparable-result.ts):
// the run page and the compare page select these, plus what each shows besides.
export const COMPARABLE_RESULT_SELECT = {
  questionExternalId: true,
  questionId: true,
  questionType: true,
  correct: true,
  readerInputTokens: true,
  evidenceCoverage: true,
  answerInContext: true,
} as const satisfies Prisma.RunResultSelect;
