import { createHash } from "node:crypto";
import type { LongMemEvalQuestion } from "@/lib/longmemeval/question-schema";

export type PlannedTurn = { position: number; role: string; content: string; contentHash: string; hasAnswer: boolean };
export type PlannedSession = { externalId: string; dateText: string | null; contentHash: string; turns: PlannedTurn[] };
export type PlannedQuestion = {
  externalId: string;
  type: string;
  text: string;
  answer: string;
  questionDate: string | null;
  isAbstention: boolean;
  answerSessionIds: string[];
  sourceHash: string;
  haystack: PlannedSession[];
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

// A session's identity is its content: the same turns under the same id are stored once, however
// many haystacks include them. has_answer is question-specific, so it is not part of the hash.
export function sessionContentHash(externalId: string, turns: { role: string; content: string }[]): string {
  return sha256(JSON.stringify([externalId, turns.map((t) => [t.role, t.content])]));
}

export function planQuestionImport(q: LongMemEvalQuestion): PlannedQuestion {
  const haystack = q.haystack_sessions.map(
    (turns, i): PlannedSession => ({
      externalId: q.haystack_session_ids[i]!,
      dateText: q.haystack_dates[i] ?? null,
      contentHash: sessionContentHash(q.haystack_session_ids[i]!, turns),
      turns: turns.map((t, position) => ({
        position,
        role: t.role,
        content: t.content,
        contentHash: sha256(t.content),
        hasAnswer: t.has_answer === true,
      })),
    }),
  );
  return {
    externalId: q.question_id,
    type: q.question_type,
    text: q.question,
    answer: q.answer,
    questionDate: q.question_date ?? null,
    isAbstention: q.question_id.endsWith("_abs"),
    answerSessionIds: q.answer_session_ids,
    sourceHash: sha256(
      JSON.stringify([
        q.question_type,
        q.question,
        q.answer,
        q.question_date,
        q.answer_session_ids,
        haystack.map((s) => [s.contentHash, s.dateText, s.turns.filter((t) => t.hasAnswer).map((t) => t.position)]),
      ]),
    ),
    haystack,
  };
}
