// What a question builder decides: the answer sessions (in time order) and the evidence each
// carries, the question, and the answer, which may depend on when the sessions happened.
import type { Random } from "@/lib/demo/seeded-random";

export type Evidence = { role: "user" | "assistant"; sentence: string };
export type AnswerSessionSpec = { topic: string; evidence: Evidence[] };
// Whole days since 2022-01-01 (UTC) of each answer session and of the question.
export type Timeline = { sessionDays: number[]; questionDay: number };

export type FactSpec = {
  sessions: AnswerSessionSpec[];
  question: string;
  answer: string | ((timeline: Timeline) => string);
  // Least number of days between consecutive answer sessions.
  minGapDays?: number;
};

export type FactBuilder = (random: Random, abstention: boolean) => FactSpec;

export const NOT_ENOUGH = "The information provided is not enough.";
