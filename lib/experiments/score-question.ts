import { buildReaderContext, type RankedItem } from "@/lib/experiments/build-reader-context";
import { answerInContext, evidenceCoverage } from "@/lib/experiments/score-evidence";
import type { TokenEncoding } from "@/lib/experiments/token-counter";

/** What one question's scoring needs: its retrieved items and what the evidence is checked against. */
export type QuestionToScore = {
  items: RankedItem[];
  k: number;
  budget: number | null;
  encoding: TokenEncoding;
  heading: string;
  /** role null: a document fragment. */
  evidenceTurns: { id: string; role: string | null; content: string }[];
  answer: string;
  question: string;
  isAbstention: boolean;
};

export type ScoredQuestion = {
  context: { text: string; tokens: number; included: number };
  evidenceCoverage: number | null;
  answerInContext: boolean | null;
  /** Milliseconds spent building the context (with its token count) and scoring the evidence. */
  ms: { context: number; evidence: number };
};

type ReaderContext = ScoredQuestion["context"];

/** The reader's context of one question, as a reader receives it, with its token count. */
export function buildQuestionContext(q: QuestionToScore): ReaderContext {
  return buildReaderContext({ items: q.items, k: q.k, budget: q.budget, encoding: q.encoding, heading: q.heading });
}

/** The evidence a question's context still holds. */
export function scoreQuestionEvidence(q: QuestionToScore, context: ReaderContext): Pick<ScoredQuestion, "evidenceCoverage" | "answerInContext"> {
  return {
    evidenceCoverage: evidenceCoverage({ evidenceTurns: q.evidenceTurns, context: context.text, answer: q.answer, question: q.question }),
    answerInContext: answerInContext(q.answer, context.text, q.isAbstention),
  };
}

// The CPU work of one question of a retrieval run, after its search. Pure, so it can run on a
// worker thread (question-scorer.ts) while the run's main thread keeps the database busy.
export function scoreQuestion(q: QuestionToScore): ScoredQuestion {
  const started = performance.now();
  const context = buildQuestionContext(q);
  const built = performance.now();
  const evidence = scoreQuestionEvidence(q, context);
  return { context, ...evidence, ms: { context: built - started, evidence: performance.now() - built } };
}
