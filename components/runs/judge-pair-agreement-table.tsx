import { Table, Td, Th } from "@/components/ui/table";
import { formatPercent } from "@/lib/format/format-number";
import type { JudgePairAgreement } from "@/lib/runs/judge-pair-agreement";

export type JudgePairRow = { a: string; b: string; result: JudgePairAgreement };

// Two runs that judged the same hypotheses (two judges of one set of answers): how often their
// verdicts agree, with a Wilson 95% interval, and Cohen's kappa.
export function JudgePairAgreementTable({ rows }: { rows: JudgePairRow[] }) {
  return (
    <section aria-labelledby="judge-pairs-heading">
      <h2 id="judge-pairs-heading" className="mb-2 text-base font-semibold text-slate-900">
        Judge agreement on the same hypotheses
      </h2>
      <Table label="Judge agreement between runs">
        <thead className="bg-slate-50">
          <tr>
            <Th>Runs</Th>
            <Th className="text-right">Same hypotheses</Th>
            <Th className="text-right">Agreement</Th>
            <Th>95% CI</Th>
            <Th className="text-right">Cohen&apos;s kappa</Th>
            <Th className="text-right">Only A correct</Th>
            <Th className="text-right">Only B correct</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(({ a, b, result }) => (
            <tr key={`${a}:${b}`}>
              <Td className="min-w-40">
                {a} <span className="text-slate-600">vs</span> {b}
              </Td>
              <Td className="text-right tabular-nums">{result.sameHypotheses}</Td>
              <Td className="text-right tabular-nums">{formatPercent(result.agreement.agreement)}</Td>
              <Td className="tabular-nums">
                {result.agreement.interval ? `${formatPercent(result.agreement.interval.lo)}–${formatPercent(result.agreement.interval.hi)}` : "—"}
              </Td>
              <Td className="text-right tabular-nums">{result.agreement.kappa === null ? "undefined" : result.agreement.kappa.toFixed(2)}</Td>
              <Td className="text-right tabular-nums">{result.agreement.table.yesNo}</Td>
              <Td className="text-right tabular-nums">{result.agreement.table.noYes}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="mt-2 text-xs text-slate-600">
        Over the questions both runs judged with the same hypothesis text; questions whose hypotheses differ are left out
        {rows.some((r) => r.result.differentHypotheses) ? ` (${rows.map((r) => `${r.b}: ${r.result.differentHypotheses}`).join(", ")})` : ""}. Kappa is
        agreement beyond chance: 1 is perfect, 0 is chance.
      </p>
    </section>
  );
}
