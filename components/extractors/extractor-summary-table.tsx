import { Table, Td, Th } from "@/components/ui/table";
import type { ExtractorPairSummary, ExtractorSideSummary } from "@/lib/dal/extractors/summarize-extractor-pair";
import { DETAIL_KIND_LABELS, sortDetailKinds } from "@/lib/extraction/detail-kind-labels";
import { cn } from "@/lib/utils/cn";

const percent = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)}%`);
const count = (value: number) => value.toLocaleString("en-US");

function tokens(side: ExtractorSideSummary) {
  if (side.analyzed === 0) return "–";
  const share = side.sourceTokens ? ` (${((side.sheetTokens / side.sourceTokens) * 100).toFixed(1)}%)` : "";
  return `${count(side.sheetTokens)} of ${count(side.sourceTokens)}${share}`;
}

// The benchmark-wide figures of the two extractors, one column each, so a reader sees which one
// keeps more before looking at any session.
export function ExtractorSummaryTable({ summary, labels }: { summary: ExtractorPairSummary; labels: { a: string; b: string } }) {
  const kinds = sortDetailKinds([...Object.keys(summary.a.lostByKind), ...Object.keys(summary.b.lostByKind)]);
  const rows: { figure: string; a: string; b: string; indent?: boolean }[] = [
    { figure: "Mean detail coverage", a: percent(summary.a.meanCoverage), b: percent(summary.b.meanCoverage) },
    {
      figure: "Sessions compared (analysed)",
      a: `${count(summary.a.sessions)} (${count(summary.a.analyzed)})`,
      b: `${count(summary.b.sessions)} (${count(summary.b.analyzed)})`,
    },
    { figure: "Lost details", a: count(summary.a.lostDetails), b: count(summary.b.lostDetails) },
    ...kinds.map((kind) => ({
      figure: DETAIL_KIND_LABELS[kind]?.many ?? kind,
      a: count(summary.a.lostByKind[kind] ?? 0),
      b: count(summary.b.lostByKind[kind] ?? 0),
      indent: true,
    })),
    { figure: "Sessions with an answer-bearing detail lost", a: count(summary.a.answerBearingLost), b: count(summary.b.answerBearingLost) },
    { figure: "Fact-sheet tokens of source tokens", a: tokens(summary.a), b: tokens(summary.b) },
  ];
  return (
    <Table label="Figures over the whole benchmark">
      <thead className="bg-slate-50">
        <tr>
          <Th className="whitespace-normal">Over the whole benchmark</Th>
          <Th className="whitespace-normal text-right [overflow-wrap:anywhere]">A {labels.a}</Th>
          <Th className="whitespace-normal text-right [overflow-wrap:anywhere]">B {labels.b}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.figure}>
            <Th
              scope="row"
              className={cn("min-w-32 whitespace-normal normal-case tracking-normal", row.indent ? "pl-6 font-normal sm:pl-8" : "text-slate-800")}
            >
              {row.indent ? `lost ${row.figure}` : row.figure}
            </Th>
            <Td className="text-right tabular-nums sm:whitespace-nowrap">{row.a}</Td>
            <Td className="text-right tabular-nums sm:whitespace-nowrap">{row.b}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
