import { mulberry32 } from "@/lib/utils/mulberry32";
import { stableHash } from "@/lib/embeddings/stable-hash";
import type { DevQuestion, DevTurn } from "@/lib/dev-benchmark/dev-question";

export const DEV_DISTRACTORS = 45;

type PoolSession = { id: string; date: string; turns: DevTurn[]; owner: string };

// An abstention question (`x_abs`) and its twin `x` share or mirror their answer sessions, so a
// twin's sessions are never a question's distractors.
const family = (questionId: string) => questionId.replace(/_abs$/, "");

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// Builds a LongMemEval-S-like benchmark from oracle questions (whose haystacks hold only their
// answer sessions): each question's haystack becomes its own sessions plus `distractors` sessions
// drawn from the other questions, in a shuffled order, so the answer sessions sit among
// realistic conversations instead of first. The same questions and seed give the same benchmark
// on every machine (each question draws from its own stream, seeded by the seed and its id).
// Distractors lose their has_answer marks: they answer another question, not this one.
export function buildDevBenchmark(input: { questions: readonly DevQuestion[]; seed: number; distractors?: number }): DevQuestion[] {
  const distractors = input.distractors ?? DEV_DISTRACTORS;
  const pool: PoolSession[] = [];
  const seen = new Set<string>();
  for (const q of [...input.questions].sort((a, b) => (a.question_id < b.question_id ? -1 : a.question_id > b.question_id ? 1 : 0))) {
    q.haystack_session_ids.forEach((id, i) => {
      if (seen.has(id)) return;
      seen.add(id);
      pool.push({ id, date: q.haystack_dates[i] ?? "", turns: q.haystack_sessions[i] ?? [], owner: family(q.question_id) });
    });
  }
  return input.questions.map((q) => {
    const own = new Set(q.haystack_session_ids);
    const candidates = pool.filter((s) => s.owner !== family(q.question_id) && !own.has(s.id));
    if (candidates.length < distractors) {
      throw new RangeError(`question ${q.question_id}: only ${candidates.length} sessions of other questions to draw ${distractors} distractors from`);
    }
    const random = mulberry32(stableHash(q.question_id, input.seed >>> 0));
    const drawn = shuffle(candidates, random).slice(0, distractors);
    const entries = [
      ...q.haystack_session_ids.map((id, i) => ({ id, date: q.haystack_dates[i] ?? "", turns: q.haystack_sessions[i] ?? [] })),
      ...drawn.map((s) => ({ id: s.id, date: s.date, turns: s.turns.map(({ role, content }) => ({ role, content })) })),
    ];
    const haystack = shuffle(entries, random);
    return {
      ...q,
      haystack_session_ids: haystack.map((s) => s.id),
      haystack_dates: haystack.map((s) => s.date),
      haystack_sessions: haystack.map((s) => s.turns),
    };
  });
}
