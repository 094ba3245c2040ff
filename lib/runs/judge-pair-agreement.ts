import { raterAgreement, type RaterAgreement } from "@/lib/metrics/rater-agreement";

export type JudgedAnswer = { questionExternalId: string; hypothesis: string | null; correct: boolean | null };

export type JudgePairAgreement = {
  // Questions both runs judged with the same hypothesis (the same text after trimming): the only
  // ones where the two verdicts are two judges' opinions of one answer.
  sameHypotheses: number;
  // Questions both runs judged whose hypotheses differ: left out.
  differentHypotheses: number;
  // a is the first run's judge, b the second's.
  agreement: RaterAgreement;
};

// How two runs' judges agree on the hypotheses they both judged (e.g. `lore judge` of one run
// with two judge models). Null when they judged no hypothesis in common.
export function judgePairAgreement(a: readonly JudgedAnswer[], b: readonly JudgedAnswer[]): JudgePairAgreement | null {
  const byId = new Map(b.filter((r) => r.correct !== null && r.hypothesis !== null).map((r) => [r.questionExternalId, r]));
  const pairs: { a: boolean; b: boolean }[] = [];
  let differentHypotheses = 0;
  for (const row of a) {
    const other = byId.get(row.questionExternalId);
    if (row.correct === null || row.hypothesis === null || !other) continue;
    if (row.hypothesis.trim() !== other.hypothesis!.trim()) {
      differentHypotheses++;
      continue;
    }
    pairs.push({ a: row.correct, b: other.correct! });
  }
  if (!pairs.length) return null;
  return { sameHypotheses: pairs.length, differentHypotheses, agreement: raterAgreement(pairs) };
}
