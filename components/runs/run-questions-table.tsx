import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import type { RunQuestionRow } from "@/lib/runs/build-run-page-view";

// Every question of the run, linking to its trace (the question page) when the benchmark holds it.
export function RunQuestionsTable({ rows }: { rows: RunQuestionRow[] }) {
  return (
    <Table label="Questions in this run">
      <thead className="bg-slate-50">
        <tr>
          <Th>Question</Th>
          <Th>Type</Th>
          <Th>Verdict</Th>
          <Th className="text-right">Reader tokens</Th>
          <Th className="text-right">Evidence coverage</Th>
          <Th>Answer in context</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.questionExternalId}>
            <Td className="max-w-xl">
              {row.href ? (
                <Link href={row.href} className="font-mono text-xs font-medium text-indigo-700 underline">
                  {row.questionExternalId}
                </Link>
              ) : (
                <span className="font-mono text-xs text-slate-600" title="Not in the benchmark: no trace page.">
                  {row.questionExternalId}
                </span>
              )}
              {row.text ? <div className="text-slate-800">{row.text}</div> : null}
            </Td>
            <Td>
              {row.type ? <Badge>{row.type}</Badge> : <span className="text-slate-500">—</span>}
              {row.isAbstention ? (
                <Badge tone="warn" className="ml-1">
                  abstention
                </Badge>
              ) : null}
            </Td>
            <Td>{row.correct === null ? <Badge>not judged</Badge> : row.correct ? <Badge tone="good">correct</Badge> : <Badge tone="bad">wrong</Badge>}</Td>
            <Td className="text-right tabular-nums">{formatInteger(row.readerInputTokens)}</Td>
            <Td className="text-right tabular-nums">{formatPercent(row.evidenceCoverage)}</Td>
            <Td>{row.answerInContext === null ? "—" : row.answerInContext ? "yes" : "no"}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
