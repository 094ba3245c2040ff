import { wilsonInterval, type Interval } from "@/lib/stats/wilson-interval";

// One item rated twice with a yes/no verdict: by the judge and a person, or by two judges.
export type RatedPair = { a: boolean; b: boolean };

// The 2x2 table of two raters: `yesYes` both said correct, `yesNo` a said correct and b incorrect.
export type AgreementTable = { yesYes: number; yesNo: number; noYes: number; noNo: number };

export type RaterAgreement = {
  n: number;
  agreed: number;
  // Observed agreement, the share of items both raters judged the same; null over 0 items.
  agreement: number | null;
  // Wilson 95% score interval for the agreement.
  interval: Interval | null;
  // Cohen's kappa; null when it is undefined (0 items, or both raters gave one verdict only, so
  // chance agreement is 1 and kappa is 0/0).
  kappa: number | null;
  table: AgreementTable;
};

export function agreementTable(pairs: readonly RatedPair[]): AgreementTable {
  const table = { yesYes: 0, yesNo: 0, noYes: 0, noNo: 0 };
  for (const { a, b } of pairs) {
    if (a && b) table.yesYes++;
    else if (a) table.yesNo++;
    else if (b) table.noYes++;
    else table.noNo++;
  }
  return table;
}

// Cohen (1960): kappa = (po - pe) / (1 - pe), where po is the observed agreement and pe the
// agreement expected by chance from each rater's own share of "correct" verdicts.
export function cohensKappa(table: AgreementTable): number | null {
  const n = table.yesYes + table.yesNo + table.noYes + table.noNo;
  if (n === 0) return null;
  const po = (table.yesYes + table.noNo) / n;
  const aYes = (table.yesYes + table.yesNo) / n;
  const bYes = (table.yesYes + table.noYes) / n;
  const pe = aYes * bYes + (1 - aYes) * (1 - bYes);
  if (pe >= 1) return null;
  return (po - pe) / (1 - pe);
}

export function raterAgreement(pairs: readonly RatedPair[]): RaterAgreement {
  const table = agreementTable(pairs);
  const n = pairs.length;
  const agreed = table.yesYes + table.noNo;
  return { n, agreed, agreement: n ? agreed / n : null, interval: wilsonInterval(agreed, n), kappa: cohensKappa(table), table };
}
