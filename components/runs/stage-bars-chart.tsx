import { GroupedBarChart } from "@/components/runs/grouped-bar-chart";
import { Table, Td, Th } from "@/components/ui/table";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import type { ComparisonView } from "@/lib/runs/build-comparison-view";
import { STAGE_KS } from "@/lib/runs/compute-run-stages";

// Lore's founding figure: for each run, did retrieval find an answer session, did the evidence
// reach the reader, and was the answer right. The table beneath holds every number in the chart.
export function StageBarsChart({ view }: { view: ComparisonView }) {
  const colours = new Map(view.runs.map((r) => [r.id, r.colour]));
  return (
    <figure>
      <GroupedBarChart
        title={`Pipeline stages per run, ${view.stagesScope}`}
        groups={view.stages.groups}
        series={view.stages.series.map((s) => ({ ...s, colour: colours.get(s.id)! }))}
        yLabel="percent (%)"
      />
      <figcaption className="mt-1 text-xs text-slate-600">
        Bars start at 0%. Whiskers: 95% Wilson interval of accuracy. n/a: the run has no retrieval ranking or evidence coverage to measure. Recall is
        LongMemEval&apos;s session recall_any@{view.k} (abstention questions excluded).
      </figcaption>
      <div className="mt-3">
        <Table label="Pipeline stages per run">
          <thead className="bg-slate-50">
            <tr>
              <Th>Run</Th>
              {STAGE_KS.map((k) => (
                <Th key={k} className="text-right">
                  Recall@{k}
                </Th>
              ))}
              <Th className="text-right">Evidence coverage</Th>
              <Th className="text-right">Accuracy (95% CI)</Th>
              <Th className="text-right">Reader tokens / question: mean · median · p90</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {view.stages.rows.map((s) => (
              <tr key={s.runId}>
                <Td className="font-medium">{s.name}</Td>
                {STAGE_KS.map((k) => (
                  <Td key={k} className="text-right tabular-nums">
                    {s.recallAny ? formatPercent(s.recallAny[String(k)] ?? null) : "n/a"}
                  </Td>
                ))}
                <Td className="text-right tabular-nums">{s.evidenceCoverage === null ? "n/a" : formatPercent(s.evidenceCoverage)}</Td>
                <Td className="text-right tabular-nums">
                  {formatPercent(s.accuracy)}{" "}
                  {s.accuracyCi95 ? (
                    <span className="text-slate-500">
                      ({formatPercent(s.accuracyCi95.lo)}–{formatPercent(s.accuracyCi95.hi)})
                    </span>
                  ) : null}
                </Td>
                <Td className="text-right tabular-nums">
                  {formatInteger(s.readerTokens.mean)} · {formatInteger(s.readerTokens.median)} · {formatInteger(s.readerTokens.p90)}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </figure>
  );
}
