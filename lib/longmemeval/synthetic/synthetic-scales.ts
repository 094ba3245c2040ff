// The two sizes of the official dataset. Filler sessions come from one shared pool per scale, so
// a session appears in several haystacks, as in the real files; pool sizes are chosen so that at
// S a filler session sits in about two haystacks on average and at M in about four.
export type SyntheticScale = "s" | "m";

export type ScaleSpec = {
  questions: number;
  minSessions: number;
  maxSessions: number;
  poolSize: number;
  // How many days a haystack spans, before the question date.
  minSpanDays: number;
  maxSpanDays: number;
};

export const SCALES: Record<SyntheticScale, ScaleSpec> = {
  s: { questions: 500, minSessions: 40, maxSessions: 56, poolSize: 12_000, minSpanDays: 30, maxSpanDays: 150 },
  m: { questions: 500, minSessions: 470, maxSessions: 530, poolSize: 60_000, minSpanDays: 300, maxSpanDays: 720 },
};

// The real S file's mix of question types (500 questions), and the 30 abstention questions
// spread over the types the real set derives them from.
export const TYPE_COUNTS = {
  "single-session-user": 70,
  "single-session-assistant": 56,
  "single-session-preference": 30,
  "multi-session": 133,
  "temporal-reasoning": 133,
  "knowledge-update": 78,
} as const;

export const ABSTENTION_COUNTS: Partial<Record<keyof typeof TYPE_COUNTS, number>> = {
  "single-session-user": 6,
  "multi-session": 12,
  "temporal-reasoning": 6,
  "knowledge-update": 6,
};
