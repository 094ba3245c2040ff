// One question of the synthetic dataset in the official LongMemEval shape, generated from
// (seed, scale, plan entry) alone. Filler sessions are drawn from the scale's shared pool; the
// answer sessions are the question's own.
import { createRandom, type Random } from "@/lib/demo/seeded-random";
import type { QuestionType } from "@/lib/longmemeval/question-types";
import type { SyntheticTurn } from "@/lib/longmemeval/synthetic/compose-conversation";
import type { FactBuilder, FactSpec } from "@/lib/longmemeval/synthetic/fact-spec";
import { formatHaystackDate, MINUTES_PER_DAY } from "@/lib/longmemeval/synthetic/format-haystack-date";
import { generateAnswerSession } from "@/lib/longmemeval/synthetic/generate-answer-session";
import { generateFillerSession } from "@/lib/longmemeval/synthetic/generate-filler-session";
import type { SyntheticQuestionPlan } from "@/lib/longmemeval/synthetic/plan-synthetic-dataset";
import { MULTI_SESSION_BUILDERS } from "@/lib/longmemeval/synthetic/question-facts-multi";
import { SINGLE_SESSION_BUILDERS } from "@/lib/longmemeval/synthetic/question-facts-single";
import { deriveSeed, hex8, permute32 } from "@/lib/longmemeval/synthetic/synthetic-ids";
import { SCALES, type ScaleSpec, type SyntheticScale } from "@/lib/longmemeval/synthetic/synthetic-scales";

// Field order as in the official files.
export type SyntheticQuestion = {
  question_id: string;
  question_type: QuestionType;
  question: string;
  question_date: string;
  answer: string;
  answer_session_ids: string[];
  haystack_dates: string[];
  haystack_session_ids: string[];
  haystack_sessions: SyntheticTurn[][];
};

const BUILDERS: Record<QuestionType, readonly FactBuilder[]> = { ...SINGLE_SESSION_BUILDERS, ...MULTI_SESSION_BUILDERS };

type Slot = { minutes: number } & ({ kind: "answer"; index: number } | { kind: "filler"; poolIndex: number });

// Answer-session days in time order, at least minGap days apart, inside [first, last].
function drawAnswerDays(random: Random, count: number, first: number, last: number, minGap: number): number[] {
  for (;;) {
    const days = Array.from({ length: count }, () => random.int(first, last)).sort((a, b) => a - b);
    if (days.every((d, i) => i === 0 || d - days[i - 1]! >= minGap)) return days;
  }
}

function drawPoolIndices(random: Random, count: number, poolSize: number): number[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(random.int(0, poolSize - 1));
  return [...picked];
}

function planTimeline(random: Random, spec: FactSpec, scale: ScaleSpec) {
  const sessions = random.int(scale.minSessions, scale.maxSessions);
  const questionDay = random.int(scale.maxSpanDays + 1, scale.maxSpanDays + 540);
  const firstDay = questionDay - random.int(scale.minSpanDays, scale.maxSpanDays);
  const answerDays = drawAnswerDays(random, spec.sessions.length, firstDay, questionDay - 1, spec.minGapDays ?? 0);
  const at = (day: number) => day * MINUTES_PER_DAY + random.int(7 * 60, 23 * 60 + 59);
  const slots: Slot[] = [
    ...answerDays.map((day, index): Slot => ({ kind: "answer", index, minutes: at(day) })),
    ...drawPoolIndices(random, sessions - spec.sessions.length, scale.poolSize).map(
      (poolIndex): Slot => ({ kind: "filler", poolIndex, minutes: at(random.int(firstDay, questionDay - 1)) }),
    ),
  ].sort((a, b) => a.minutes - b.minutes);
  return { slots, answerDays, questionDay, questionMinutes: at(questionDay) };
}

export function generateSyntheticQuestion(input: { seed: number; scale: SyntheticScale; plan: SyntheticQuestionPlan }): SyntheticQuestion {
  const { seed, plan } = input;
  const random = createRandom(deriveSeed(seed, "question", plan.index));
  const spec = random.pick(BUILDERS[plan.type])(random, plan.abstention);
  const timeline = planTimeline(random, spec, SCALES[input.scale]);

  const answerBase = `answer_${hex8(permute32(plan.index, seed ^ 0xa5a5a5a5))}`;
  const suffix = plan.abstention ? "_abs" : "";
  const answerIds = spec.sessions.map((_, i) => (spec.sessions.length === 1 ? answerBase : `${answerBase}_${i + 1}`) + suffix);
  const answerTurns = spec.sessions.map((session) => generateAnswerSession({ random, spec: session, abstention: plan.abstention }));

  const ids: string[] = [];
  const sessions: SyntheticTurn[][] = [];
  for (const slot of timeline.slots) {
    if (slot.kind === "answer") {
      ids.push(answerIds[slot.index]!);
      sessions.push(answerTurns[slot.index]!);
    } else {
      const filler = generateFillerSession(seed, slot.poolIndex);
      ids.push(filler.id);
      sessions.push(filler.turns);
    }
  }
  return {
    question_id: plan.questionId,
    question_type: plan.type,
    question: spec.question,
    question_date: formatHaystackDate(timeline.questionMinutes),
    answer: typeof spec.answer === "function" ? spec.answer({ sessionDays: timeline.answerDays, questionDay: timeline.questionDay }) : spec.answer,
    answer_session_ids: answerIds,
    haystack_dates: timeline.slots.map((slot) => formatHaystackDate(slot.minutes)),
    haystack_session_ids: ids,
    haystack_sessions: sessions,
  };
}
