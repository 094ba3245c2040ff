import { FlipsList } from "@/components/runs/flips-list";
import { Table, Td, Th } from "@/components/ui/table";
import { formatPercent } from "@/lib/format/format-number";
import { formatPoints, formatPointsInterval, formatPValue } from "@/lib/format/format-p-value";
import type { ComparisonView } from "@/lib/runs/build-comparison-view";
import { cn } from "@/lib/utils/cn";

type Pair = ComparisonView["pairs"][number];

// One run against the baseline: the paired statistics overall and per question type, then the
// questions that flipped.
export function PairComparison({ pair }: { pair: Pair }) {
  const { summary: s, runA, runB } = pair;
  const title = `${runA.name} vs ${runB.name}`;
  if (pair.impossible) {
    return (
      <section aria-label={title} className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">
          A: {runA.name} <span className="font-normal text-slate-500">vs</span> B: {runB.name}
        </h2>
        <p role="note" className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {pair.impossible}
        </p>
      </section>
    );
  }
  return (
    <section aria-label={title} className="space-y-4">
      <h2 className="text-base font-semibold text-slate-900">
        A: {runA.name} <span className="font-normal text-slate-500">vs</span> B: {runB.name}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Shared judged questions" value={String(s.n)} />
        <Stat
          label="Accuracy A − B"
          value={formatPoints(s.delta)}
          detail={`95% CI ${formatPointsInterval(s.deltaCi95)} pts, paired bootstrap (${s.bootstrap.resamples.toLocaleString("en-US")} resamples, seed ${s.bootstrap.seed})`}
        />
        <Stat label="McNemar p (exact, two-sided)" value={formatPValue(s.mcnemarP)} detail={`${s.onlyA} right only in A, ${s.onlyB} right only in B`} />
        <Stat
          label="Accuracy"
          value={`A ${formatPercent(s.accuracyA)} · B ${formatPercent(s.accuracyB)}`}
          detail={`${s.bothCorrect} right in both, ${s.bothWrong} wrong in both`}
        />
      </dl>
      <Table label={`Accuracy by question type: ${title}`}>
        <thead className="bg-slate-50">
          <tr>
            <Th>Question type</Th>
            <Th className="text-right">n</Th>
            <Th className="text-right">A</Th>
            <Th className="text-right">B</Th>
            <Th className="text-right">A − B</Th>
            <Th className="text-right">95% interval (pts)</Th>
            <Th className="text-right">Only A</Th>
            <Th className="text-right">Only B</Th>
            <Th className="text-right">McNemar p</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {pair.rows.map((row) => (
            <tr key={row.key} className={cn(row.key === "all" && "bg-slate-50 font-medium")}>
              <Td>{row.label}</Td>
              <Td className="text-right tabular-nums">{row.n}</Td>
              <Td className="text-right tabular-nums">{formatPercent(row.accuracyA)}</Td>
              <Td className="text-right tabular-nums">{formatPercent(row.accuracyB)}</Td>
              <Td className="text-right tabular-nums">{formatPoints(row.delta)}</Td>
              <Td className="text-right tabular-nums">{formatPointsInterval(row.deltaCi95)}</Td>
              <Td className="text-right tabular-nums">{row.onlyA}</Td>
              <Td className="text-right tabular-nums">{row.onlyB}</Td>
              <Td className={cn("text-right tabular-nums", row.mcnemarP < 0.05 && "font-semibold")}>{formatPValue(row.mcnemarP)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="text-xs text-slate-600">
        Intervals per type: Newcombe&apos;s method 10 for paired proportions (closed form, sound for small types); all questions: the seeded paired bootstrap.
        McNemar&apos;s test is exact (binomial on the discordant pairs). Questions without a type count only in &quot;All questions&quot;.
      </p>
      <FlipsList runA={runA} runB={runB} flips={pair.flips} types={pair.flipTypes} />
    </section>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
      {detail ? <dd className="mt-0.5 text-xs text-slate-600">{detail}</dd> : null}
    </div>
  );
}
