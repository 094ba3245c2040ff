import { AccuracyByTypeChart } from "@/components/runs/accuracy-by-type-chart";
import { Card } from "@/components/ui/card";
import { Table, Td, Th } from "@/components/ui/table";
import { seriesColour } from "@/lib/charts/palette";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import type { RunPageView } from "@/lib/runs/build-run-page-view";
import type { Interval } from "@/lib/stats/wilson-interval";

const ci = (interval: Interval | null) => (interval ? `95% CI ${formatPercent(interval.lo)}–${formatPercent(interval.hi)}` : "no interval");

// A run's headline numbers: the three official accuracies with their intervals, reader cost,
// session recall and evidence coverage, then accuracy per question type as a table and a chart.
export function RunOverview({ view, runName }: { view: RunPageView; runName: string }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Stat
          label="Overall accuracy"
          value={formatPercent(view.overall.accuracy)}
          detail={`${view.overall.correct} of ${view.overall.n} judged · ${ci(view.overall.ci95)}`}
        />
        <Stat
          label="Task-averaged accuracy"
          value={formatPercent(view.taskAveraged.accuracy)}
          detail={`mean over ${view.taskAveraged.types} question types · ${ci(view.taskAveraged.ci95)}`}
        />
        <Stat
          label="Abstention accuracy"
          value={formatPercent(view.abstention.accuracy)}
          detail={`${view.abstention.correct} of ${view.abstention.n} abstention questions · ${ci(view.abstention.ci95)}`}
        />
        <Stat
          label="Reader input tokens per question"
          value={formatInteger(view.readerTokens.mean)}
          detail={
            view.readerTokens.n
              ? `mean · median ${formatInteger(view.readerTokens.median)} · p90 ${formatInteger(view.readerTokens.p90)} · ${view.readerTokens.n} questions`
              : "the run file has no token counts"
          }
        />
        <Stat
          label="Evidence coverage"
          value={view.evidenceCoverage.mean === null ? "n/a" : formatPercent(view.evidenceCoverage.mean)}
          detail={
            view.evidenceCoverage.n ? `mean share of evidence turns the reader received · ${view.evidenceCoverage.n} questions` : "not measured for this run"
          }
        />
        <Stat
          label="Answer in the reader's context"
          value={view.answerInContext.rate === null ? "n/a" : formatPercent(view.answerInContext.rate)}
          detail={view.answerInContext.n ? `${view.answerInContext.n} questions` : "not measured for this run"}
        />
      </dl>
      <p className="text-xs text-slate-600">
        Accuracies follow LongMemEval&apos;s print_qa_metrics.py. Intervals are Wilson score intervals; the task-averaged one uses the effective sample size of
        the per-type mean.{view.untyped ? ` ${view.untyped} judged questions have no type: they count overall only.` : ""}
      </p>

      <Card>
        <h2 className="mb-2 text-base font-semibold text-slate-900">Session recall</h2>
        {view.recall.recallAny ? (
          <Table label="Session recall at k">
            <thead className="bg-slate-50">
              <tr>
                {view.recall.ks.map((k) => (
                  <Th key={k} className="text-right">
                    recall_any@{k}
                  </Th>
                ))}
                <Th className="text-right">Questions scored</Th>
              </tr>
            </thead>
            <tbody>
              <tr>
                {view.recall.ks.map((k) => (
                  <Td key={k} className="text-right tabular-nums">
                    {formatPercent(view.recall.recallAny![String(k)] ?? null)}
                  </Td>
                ))}
                <Td className="text-right tabular-nums">{view.recall.n}</Td>
              </tr>
            </tbody>
          </Table>
        ) : (
          <p className="text-sm text-slate-600">This run has no retrieval ranking with known answer sessions, so recall is not measured.</p>
        )}
        <p className="mt-2 text-xs text-slate-600">
          LongMemEval&apos;s session-level recall_any@k: an answer session among the first k distinct sessions retrieved; abstention questions excluded.
        </p>
      </Card>

      <Card>
        <h2 className="mb-2 text-base font-semibold text-slate-900">Accuracy by question type</h2>
        <Table label="Accuracy by question type">
          <thead className="bg-slate-50">
            <tr>
              <Th>Question type</Th>
              <Th className="text-right">Correct</Th>
              <Th className="text-right">n</Th>
              <Th className="text-right">Accuracy</Th>
              <Th className="text-right">95% Wilson interval</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {view.byType.map((row) => (
              <tr key={row.type}>
                <Td>{row.type}</Td>
                <Td className="text-right tabular-nums">{row.correct}</Td>
                <Td className="text-right tabular-nums">{row.n}</Td>
                <Td className="text-right tabular-nums">{formatPercent(row.accuracy)}</Td>
                <Td className="text-right tabular-nums">{row.ci95 ? `${formatPercent(row.ci95.lo)}–${formatPercent(row.ci95.hi)}` : "—"}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {view.byType.length ? (
          <div className="mt-4">
            <AccuracyByTypeChart
              title={`Accuracy by question type: ${runName}`}
              types={view.byType.map((row) => row.type)}
              series={[
                {
                  id: "run",
                  name: runName,
                  colour: seriesColour(0),
                  values: view.byType.map((row) => (row.accuracy === null ? null : { value: row.accuracy, lo: row.ci95?.lo, hi: row.ci95?.hi })),
                },
              ]}
              counts={[Object.fromEntries(view.byType.map((row) => [row.type, row.n]))]}
            />
          </div>
        ) : null}
      </Card>
    </div>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
      <dd className="mt-0.5 text-xs text-slate-600">{detail}</dd>
    </div>
  );
}
