import { correctedAccuracy, type CorrectedAccuracy } from "@/lib/metrics/corrected-accuracy";
import { raterAgreement, type RaterAgreement } from "@/lib/metrics/rater-agreement";

// A question of a run with the judge's verdict and a person's label of the same hypothesis.
export type LabelledVerdict = { questionExternalId: string; questionType: string | null; judgeCorrect: boolean; humanCorrect: boolean };

export type JudgeVerification = {
  overall: RaterAgreement;
  byType: { type: string; agreement: RaterAgreement }[];
  // Where the person and the judge disagree, in question order.
  disagreements: LabelledVerdict[];
  corrected: CorrectedAccuracy;
};

const UNTYPED = "(no type)";

// How far the judge of a run can be trusted, from the questions people labelled: agreement (a
// in the pairs is the judge, b the person), Cohen's kappa, both per question type, and the run's
// accuracy corrected by the judge's measured error rates. `judged` counts all the run's judged
// questions, labelled or not.
export function verifyJudge(input: { labels: readonly LabelledVerdict[]; judged: { n: number; correct: number } }): JudgeVerification {
  const labels = [...input.labels].sort((x, y) => x.questionExternalId.localeCompare(y.questionExternalId));
  const pairs = (rows: readonly LabelledVerdict[]) => rows.map((l) => ({ a: l.judgeCorrect, b: l.humanCorrect }));
  const types = new Map<string, LabelledVerdict[]>();
  for (const label of labels) {
    const type = label.questionType ?? UNTYPED;
    types.set(type, [...(types.get(type) ?? []), label]);
  }
  const positives = labels.filter((l) => l.humanCorrect);
  const negatives = labels.filter((l) => !l.humanCorrect);
  return {
    overall: raterAgreement(pairs(labels)),
    byType: [...types.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([type, rows]) => ({ type, agreement: raterAgreement(pairs(rows)) })),
    disagreements: labels.filter((l) => l.judgeCorrect !== l.humanCorrect),
    corrected: correctedAccuracy({
      judged: input.judged,
      humanCorrect: { n: positives.length, judgeCorrect: positives.filter((l) => l.judgeCorrect).length },
      humanIncorrect: { n: negatives.length, judgeIncorrect: negatives.filter((l) => !l.judgeCorrect).length },
    }),
  };
}
