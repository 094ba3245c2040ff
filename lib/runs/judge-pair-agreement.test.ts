import { describe, expect, it } from "vitest";
import { judgePairAgreement, type JudgedAnswer } from "@/lib/runs/judge-pair-agreement";

const row = (id: string, hypothesis: string | null, correct: boolean | null): JudgedAnswer => ({ questionExternalId: id, hypothesis, correct });

describe("judgePairAgreement", () => {
  it("pairs only questions both runs judged with the same hypothesis, and computes agreement and kappa over them", () => {
    const a = [
      row("q1", "Lisbon", true),
      row("q2", "Porto ", true),
      row("q3", "18", false),
      row("q4", "blue", false),
      row("q5", "x", true),
      row("q6", null, null),
    ];
    const b = [
      row("q1", "Lisbon", true),
      row("q2", "Porto", false),
      row("q3", "18", false),
      row("q4", "green", true),
      row("q6", "y", true),
      row("q7", "z", true),
    ];
    const result = judgePairAgreement(a, b)!;
    // q1 (yes, yes), q2 (yes, no; "Porto " trims to "Porto"), q3 (no, no); q4's hypotheses differ;
    // q5 and q6 are judged by one run only.
    expect(result).toMatchObject({
      sameHypotheses: 3,
      differentHypotheses: 1,
      agreement: { n: 3, agreed: 2, table: { yesYes: 1, yesNo: 1, noYes: 0, noNo: 1 } },
    });
    // po = 2/3; a yes 2/3, b yes 1/3: pe = 2/9 + 2/9 = 4/9; kappa = (6/9 - 4/9) / (5/9) = 0.4.
    expect(result.agreement.kappa).toBeCloseTo(0.4, 12);
  });

  it("is null when the runs judged no hypothesis in common", () => {
    expect(judgePairAgreement([row("q1", "a", true)], [row("q1", "b", true)])).toBeNull();
    expect(judgePairAgreement([row("q1", "a", true)], [row("q1", "a", null)])).toBeNull();
    expect(judgePairAgreement([], [])).toBeNull();
  });
});
