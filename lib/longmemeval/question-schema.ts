import { z } from "@/lib/zod";
import { pythonStr } from "@/lib/qa/official/python-str";
import { clipForMessage } from "@/lib/format/clip-for-message";
import { findUnstorableText } from "@/lib/validation/find-unstorable-text";

// LongMemEval's ids are a few dozen characters; the same bound holds for questions and run rows.
export const MAX_QUESTION_ID_CHARS = 200;

// One LongMemEval question as the official files give it. Unknown extra fields are allowed
// (variants add some) and ignored.
const turnSchema = z.object({
  role: z.string().min(1).max(64),
  content: z.string().max(2_000_000),
  has_answer: z.boolean().nullish(),
});

export const longMemEvalQuestionSchema = z
  .object({
    question_id: z.string().min(1).max(MAX_QUESTION_ID_CHARS),
    question_type: z.string().min(1).max(100),
    question: z.string().max(100_000),
    // A numeric answer is stored as the official judge script prints it into its prompt.
    answer: z.union([z.string(), z.number()]).transform((a) => (typeof a === "number" ? pythonStr(a) : a)),
    question_date: z.string().max(100).nullish(),
    haystack_session_ids: z.array(z.string().min(1).max(500)),
    haystack_dates: z.array(z.string().max(100)),
    haystack_sessions: z.array(z.array(turnSchema)),
    answer_session_ids: z.array(z.string().max(500)).default([]),
  })
  .superRefine((q, ctx) => {
    const n = q.haystack_session_ids.length;
    for (const field of ["haystack_dates", "haystack_sessions"] as const) {
      if (q[field].length !== n) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `has ${q[field].length} entries but haystack_session_ids has ${n}`,
        });
      }
    }
    // Evidence is named by session id: an id that is not in the haystack points at nothing.
    const haystack = new Set(q.haystack_session_ids);
    const missing = q.answer_session_ids.filter((id) => !haystack.has(id));
    if (missing.length) {
      ctx.addIssue({
        code: "custom",
        path: ["answer_session_ids"],
        message: `${missing.length === 1 ? "names a session" : `names ${missing.length} sessions`} not in haystack_session_ids (${missing
          .slice(0, 3)
          .map((id) => JSON.stringify(clipForMessage(id)))
          .join(", ")}${missing.length > 3 ? ", …" : ""})`,
      });
    }
  });

export type LongMemEvalQuestion = z.infer<typeof longMemEvalQuestionSchema>;

export class QuestionValidationError extends Error {
  constructor(
    readonly questionId: string | null,
    readonly problems: string[],
  ) {
    super(`question ${questionId === null ? "(no question_id)" : clipForMessage(questionId)}: ${problems.join("; ")}`);
  }
}

export function validateQuestion(raw: unknown): LongMemEvalQuestion {
  const id =
    raw && typeof raw === "object" && typeof (raw as { question_id?: unknown }).question_id === "string" ? (raw as { question_id: string }).question_id : null;
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    throw new QuestionValidationError(id, [`expected a question object, found ${Array.isArray(raw) ? "an array" : typeof raw}`]);
  }
  const parsed = longMemEvalQuestionSchema.safeParse(raw);
  if (!parsed.success) {
    throw new QuestionValidationError(
      id,
      parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(question)"}: ${i.message}`),
    );
  }
  const unstorable = findUnstorableText(parsed.data, "brackets");
  if (unstorable) throw new QuestionValidationError(id, [`${unstorable.path}: ${unstorable.problem}`]);
  return parsed.data;
}
