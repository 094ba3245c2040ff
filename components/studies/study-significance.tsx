import Link from "next/link";
import { Table, Td, Th } from "@/components/ui/table";
import type { StudyRow } from "@/lib/studies/study-report";
import { studySignificanceCells } from "@/lib/studies/study-table-cells";

// Each set-up paired against the baseline over the questions both answered: exact McNemar p on
// the discordant pairs (b: correct only in the baseline, c: correct only here), the accuracy
// difference with its paired bootstrap 95% interval, and the per-question flips.
export function StudySignificance({ rows }: { rows: StudyRow[] }) {
  const baseline = rows.find((r) => r.baseline);
  const paired = rows.flatMap((row) => {
    const cells = studySignificanceCells(row);
    return cells && row.vsBaseline ? [{ row, cells, href: row.vsBaseline.flipsHref }] : [];
  });
  if (!paired.length) return <p className="text-sm text-slate-600">No set-up has judged answers to pair with the baseline yet.</p>;
  return (
    <Table label={`Significance against the baseline ${baseline?.label ?? ""}`.trim()}>
      <thead className="bg-slate-50">
        <tr>
          <Th>Set-up</Th>
          <Th className="text-right">Paired</Th>
          <Th className="text-right" title="Correct only in the baseline">
            b
          </Th>
          <Th className="text-right" title="Correct only in this set-up">
            c
          </Th>
          <Th className="text-right" title="Exact two-sided McNemar test">
            McNemar p
          </Th>
          <Th className="text-right">Δ accuracy</Th>
          <Th title="Paired bootstrap 95% interval, percentage points">Bootstrap 95% CI</Th>
          <Th>Flips</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {paired.map(({ row, cells, href }) => (
          <tr key={row.label}>
            <Td className="font-medium">
              <span className="inline-block min-w-32 max-w-56 whitespace-normal [overflow-wrap:anywhere]">{row.label}</span>
            </Td>
            <Td className="text-right tabular-nums">{cells.paired}</Td>
            <Td className="text-right tabular-nums">{cells.onlyBaseline}</Td>
            <Td className="text-right tabular-nums">{cells.onlyThis}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{cells.mcnemarP}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{cells.delta}</Td>
            <Td className="text-xs tabular-nums">{cells.bootstrap}</Td>
            <Td className="text-xs">
              <Link href={href} className="text-indigo-700 underline">
                Per-question flips
              </Link>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
