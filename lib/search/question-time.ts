// Time-aware retrieval (LongMemEval's paper calls it time-aware query expansion): a question
// that says when ("what did I buy 10 days ago?", "in the past month") points at the sessions of
// that time, which a word match cannot find when the session never says "10 days ago". The
// question's date and each session's date are LongMemEval's "2023/05/30 (Tue) 08:08" (or ISO).
const DAY = 86_400_000;
const UNIT_DAYS = { day: 1, week: 7, month: 30.44, year: 365.25 } as const;
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  couple: 2,
  few: 3,
};

export type TimeFocus = { fromMs: number; toMs: number; toleranceMs: number };

export function parseSessionDate(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:\D+?(\d{1,2}):(\d{2}))?/.exec(text.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  return Number.isFinite(ms) ? ms : null;
}

const amount = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? null));

// The span of time a question asks about, relative to its own date, or null when it names none.
// "N units ago" is a point (with a tolerance of a fifth of the distance, at least a day); "in the
// past N units" / "last N units" is a window ending on the question's date.
export function timeFocusOf(question: string, questionDate: string | null | undefined): TimeFocus | null {
  const now = parseSessionDate(questionDate);
  if (now === null) return null;
  const q = question.toLowerCase();
  const ago = /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple|few)(?: of)? (day|week|month|year)s? ago\b/.exec(q);
  if (ago) {
    const days = amount(ago[1]!)! * UNIT_DAYS[ago[2] as keyof typeof UNIT_DAYS];
    const at = now - days * DAY;
    return { fromMs: at, toMs: at, toleranceMs: Math.max(DAY, 0.2 * days * DAY) };
  }
  if (/\byesterday\b/.test(q)) return { fromMs: now - DAY, toMs: now - DAY, toleranceMs: DAY };
  const last = /\b(?:last|past) (?:(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple of|few) )?(day|week|month|year)s?\b/.exec(q);
  if (last) {
    const n = last[1] ? amount(last[1].replace(/ of$/, ""))! : 1;
    const days = n * UNIT_DAYS[last[2] as keyof typeof UNIT_DAYS];
    return { fromMs: now - days * DAY, toMs: now, toleranceMs: Math.max(DAY, 0.2 * days * DAY) };
  }
  return null;
}

// 1 inside the focus, falling off with distance outside it (half at one tolerance); 0 without a date.
export function timeFocusScore(focus: TimeFocus, sessionDate: string | null | undefined): number {
  const at = parseSessionDate(sessionDate);
  if (at === null) return 0;
  const distance = at < focus.fromMs ? focus.fromMs - at : at > focus.toMs ? at - focus.toMs : 0;
  return Math.pow(0.5, distance / focus.toleranceMs);
}
