import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import type { RunListItem } from "@/lib/dal/runs/list-runs";
import { formatInteger, formatPercent } from "@/lib/format/format-number";

export function RunsTable({ runs }: { runs: RunListItem[] }) {
  return (
    <Table label="Runs">
      <thead className="bg-slate-50">
        <tr>
          <Th>Run</Th><Th>Benchmark</Th><Th>Kind</Th><Th className="text-right">n</Th><Th className="text-right">Accuracy</Th>
          <Th className="text-right">Reader tokens / question</Th><Th className="text-right">Evidence coverage</Th><Th>Created</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {runs.map((run) => (
          <tr key={run.id}>
            <Td className="font-medium">{run.name}</Td>
            <Td>{run.benchmark.name}</Td>
            <Td><Badge>{run.kind}</Badge></Td>
            <Td className="text-right tabular-nums">{run.summary.n}</Td>
            <Td className="text-right tabular-nums">{formatPercent(run.summary.accuracy)}</Td>
            <Td className="text-right tabular-nums">{formatInteger(run.summary.readerTokensMean)}</Td>
            <Td className="text-right tabular-nums">{formatPercent(run.summary.evidenceCoverageMean)}</Td>
            <Td className="text-xs text-slate-600">
              {run.creator?.name ?? run.creator?.email ?? "import"} · {run.createdAt.toISOString().slice(0, 10)}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
