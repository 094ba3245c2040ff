import { describe, expect, it } from "vitest";
import { verifyJudge, type LabelledVerdict } from "@/lib/metrics/judge-verification";

const label = (id: string, type: string | null, judgeCorrect: boolean, humanCorrect: boolean): LabelledVerdict => ({
  questionExternalId: id,
  questionType: type,
  judgeCorrect,
  humanCorrect,
});

describe("verifyJudge", () => {
  const labels = [
    label("q4", "temporal-reasoning", true, false),
    label("q1", "multi-session", true, true),
    label("q2", "multi-session", false, false),
    label("q3", "multi-session", true, true),
    label("q5", "temporal-reasoning", true, true),
    label("q6", null, false, true),
  ];

  it("reports agreement and kappa overall and per type, and lists the disagreements in question order", () => {
    const result = verifyJudge({ labels, judged: { n: 20, correct: 14 } });
    // Overall: yesYes 3 (q1 q3 q5), yesNo 1 (q4), noYes 1 (q6), noNo 1 (q2): po = 4/6;
    // judge yes 4/6, person yes 4/6, pe = 16/36 + 4/36 = 20/36; kappa = (24/36 - 20/36) / (16/36) = 0.25.
    expect(result.overall).toMatchObject({ n: 6, agreed: 4, table: { yesYes: 3, yesNo: 1, noYes: 1, noNo: 1 } });
    expect(result.overall.kappa).toBeCloseTo(0.25, 12);
    expect(result.byType.map((t) => [t.type, t.agreement.n, t.agreement.agreed, t.agreement.kappa])).toEqual([
      // One disagreement: judge never yes, person always yes, so pe = 0 and kappa = (0 - 0) / 1 = 0.
      ["(no type)", 1, 0, 0],
      ["multi-session", 3, 3, 1],
      // One each of yes-yes and yes-no: the judge said yes to both, so pe = 0.5 and kappa = (0.5 - 0.5) / 0.5 = 0.
      ["temporal-reasoning", 2, 1, 0],
    ]);
    expect(result.disagreements.map((d) => d.questionExternalId)).toEqual(["q4", "q6"]);
  });

  it("corrects the run's accuracy from the judge's error rates against the labels", () => {
    // Se = 3/4 (q1 q3 q5 of q1 q3 q5 q6), Sp = 1/2 (q2 of q2 q4); q = 14/20 = 0.7: (0.7 + 0.5 - 1) / 0.25 = 0.8.
    const { corrected } = verifyJudge({ labels, judged: { n: 20, correct: 14 } });
    expect(corrected).toMatchObject({ ok: true, sensitivity: 0.75, specificity: 0.5 });
    if (corrected.ok) expect(corrected.estimate).toBeCloseTo(0.8, 12);
  });

  it("has empty figures and a reason when nothing is labelled", () => {
    const result = verifyJudge({ labels: [], judged: { n: 20, correct: 14 } });
    expect(result.overall.n).toBe(0);
    expect(result.byType).toEqual([]);
    expect(result.disagreements).toEqual([]);
    expect(result.corrected.ok).toBe(false);
  });
});
