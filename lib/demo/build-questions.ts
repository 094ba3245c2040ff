// Turns question specs and the sessions their facts landed in into LongMemEval-shaped questions:
// a haystack per question, answer sessions and the has_answer evidence turns.
import { factPosition, type BuiltSession } from "./build-sessions";
import { formatDemoDate } from "./demo-dates";
import type { DayTime, PlantedFact, QuestionSpec } from "./demo-question-spec";
import type { DemoTurnRef } from "./demo-types";
import type { DetailRef } from "./detail-survival";
import type { ScoredQuestion } from "./simulate-runs";
import type { Random } from "./seeded-random";

export type PlacedFact = { fact: PlantedFact; ref: DemoTurnRef };

export function placeAll(specs: QuestionSpec[], placements: number[][], sessions: BuiltSession[]): PlacedFact[][] {
  return specs.map((spec, q) =>
    spec.facts.map((fact, f) => {
      const built = sessions[placements[q]?.[f] ?? -1];
      if (!built) throw new Error(`fact ${f} of question ${q} has no session`);
      return { fact, ref: { sessionId: built.session.externalId, position: factPosition(built, fact) } };
    }),
  );
}

const toDetailRef = ({ fact, ref }: PlacedFact): DetailRef => ({ ...ref, detail: fact.detail, speaker: fact.speaker });

export function questionExternalId(index: number, abstention: boolean): string {
  return `demo_q_${String(index + 1).padStart(2, "0")}${abstention ? "_abs" : ""}`;
}

export function buildQuestions(input: { specs: QuestionSpec[]; placed: PlacedFact[][]; sessions: BuiltSession[]; random: Random }): ScoredQuestion[] {
  const { specs, placed, sessions, random } = input;
  const indexOf = new Map(sessions.map((built, i) => [built.session.externalId, i]));
  const lastDay = sessions[sessions.length - 1]?.time.day ?? 0;
  return specs.map((spec, q) => {
    const facts = placed[q] ?? [];
    // Every question is asked after the whole history, so no retrieved session lies in its future.
    const questionTime: DayTime = { day: lastDay + random.int(1, 12), minute: random.int(0, 24 * 60 - 1) };
    const answerSessionIds = [...new Set(facts.map(({ ref }) => ref.sessionId))];
    const others = sessions.map((built) => built.session.externalId).filter((id) => !answerSessionIds.includes(id));
    const size = random.int(Math.max(6, answerSessionIds.length), 10);
    const haystackSessionIds = [...answerSessionIds, ...random.sample(others, size - answerSessionIds.length)].sort(
      (a, b) => (indexOf.get(a) ?? 0) - (indexOf.get(b) ?? 0),
    );
    const factTimes = facts.map(({ ref }) => sessions[indexOf.get(ref.sessionId) ?? 0]?.time as DayTime);
    const evidence = facts.map(toDetailRef);
    return {
      question: {
        externalId: questionExternalId(q, spec.abstention),
        type: spec.type,
        text: spec.text,
        answer: spec.answer({ factTimes, questionTime }),
        questionDate: formatDemoDate(questionTime),
        isAbstention: spec.abstention,
        haystackSessionIds,
        answerSessionIds,
        evidence: evidence.map(({ sessionId, position, detail }) => ({ sessionId, position, detail })),
      },
      evidence,
      required: spec.required.map((f) => evidence[f] as DetailRef),
      stale: spec.stale ? { ref: evidence[spec.stale.fact] as DetailRef, answer: spec.stale.answer } : undefined,
    };
  });
}
