// A LongMemEval question as its official files lay it out (the fields the dev benchmark reads
// and writes; any other field is carried through unchanged).
export type DevTurn = { role: string; content: string; has_answer?: boolean | null };

export type DevQuestion = {
  question_id: string;
  question_type: string;
  question: string;
  answer: unknown;
  question_date?: string;
  haystack_dates: string[];
  haystack_session_ids: string[];
  haystack_sessions: DevTurn[][];
  answer_session_ids: string[];
  [field: string]: unknown;
};
