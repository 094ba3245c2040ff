// The question list of a synthetic dataset: ids, types and which questions are abstentions, in
// a seeded order. It is small (one entry per question), so the writer holds it whole and
// generates each question's haystack only when it is written.
import { createRandom } from "@/lib/demo/seeded-random";
import type { QuestionType } from "@/lib/longmemeval/question-types";
import { deriveSeed, hex8, permute32 } from "@/lib/longmemeval/synthetic/synthetic-ids";
import { ABSTENTION_COUNTS, SCALES, TYPE_COUNTS, type SyntheticScale } from "@/lib/longmemeval/synthetic/synthetic-scales";

export type SyntheticQuestionPlan = { index: number; questionId: string; type: QuestionType; abstention: boolean };

export function planSyntheticDataset(input: { scale: SyntheticScale; seed: number }): SyntheticQuestionPlan[] {
  const random = createRandom(deriveSeed(input.seed, "plan", 0));
  const kinds: { type: QuestionType; abstention: boolean }[] = [];
  for (const [type, count] of Object.entries(TYPE_COUNTS) as [QuestionType, number][]) {
    const abstentions = ABSTENTION_COUNTS[type] ?? 0;
    for (let i = 0; i < count; i++) kinds.push({ type, abstention: i < abstentions });
  }
  if (kinds.length !== SCALES[input.scale].questions) throw new Error(`type counts add up to ${kinds.length}, not ${SCALES[input.scale].questions}`);
  return random.shuffle(kinds).map((kind, index) => {
    // Some real ids carry a "gpt4_" prefix; the hex part is a bijection of the index, so unique.
    const prefix = random.chance(0.15) ? "gpt4_" : "";
    const questionId = `${prefix}${hex8(permute32(index, input.seed ^ 0x5eed))}${kind.abstention ? "_abs" : ""}`;
    return { index, questionId, ...kind };
  });
}
