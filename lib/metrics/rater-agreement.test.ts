import { describe, expect, it } from "vitest";
import { agreementTable, cohensKappa, raterAgreement, type RatedPair } from "@/lib/metrics/rater-agreement";

const repeat = (n: number, pair: RatedPair): RatedPair[] => Array.from({ length: n }, () => pair);

describe("cohensKappa", () => {
  it("gives 0.4 for the textbook 20/5/10/15 table", () => {
    // po = 35/50 = 0.7; a says yes 25/50, b 30/50, so pe = 0.5·0.6 + 0.5·0.4 = 0.5; (0.7-0.5)/(1-0.5) = 0.4.
    expect(cohensKappa({ yesYes: 20, yesNo: 5, noYes: 10, noNo: 15 })).toBeCloseTo(0.4, 12);
  });

  it("is 1 for perfect agreement, negative below chance, and undefined when both raters say one thing only", () => {
    expect(cohensKappa({ yesYes: 7, yesNo: 0, noYes: 0, noNo: 3 })).toBe(1);
    // Every item disagrees, each rater half yes: po = 0, pe = 0.5, kappa = -1.
    expect(cohensKappa({ yesYes: 0, yesNo: 4, noYes: 4, noNo: 0 })).toBe(-1);
    expect(cohensKappa({ yesYes: 9, yesNo: 0, noYes: 0, noNo: 0 })).toBeNull();
    expect(cohensKappa({ yesYes: 0, yesNo: 0, noYes: 0, noNo: 0 })).toBeNull();
  });
});

describe("raterAgreement", () => {
  it("counts the table, the agreement with its Wilson interval and kappa", () => {
    const pairs = [
      ...repeat(20, { a: true, b: true }),
      ...repeat(5, { a: true, b: false }),
      ...repeat(10, { a: false, b: true }),
      ...repeat(15, { a: false, b: false }),
    ];
    expect(agreementTable(pairs)).toEqual({ yesYes: 20, yesNo: 5, noYes: 10, noNo: 15 });
    const result = raterAgreement(pairs);
    expect(result).toMatchObject({ n: 50, agreed: 35, agreement: 0.7 });
    // Wilson score interval for 35/50 at z = 1.95996, computed by hand in Python: 0.562496, 0.808964.
    expect(result.interval!.lo).toBeCloseTo(0.562496, 6);
    expect(result.interval!.hi).toBeCloseTo(0.808964, 6);
    expect(result.kappa).toBeCloseTo(0.4, 12);
  });

  it("has nothing to report over no items", () => {
    expect(raterAgreement([])).toMatchObject({ n: 0, agreed: 0, agreement: null, interval: null, kappa: null });
  });
});
