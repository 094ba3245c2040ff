import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import type { StudyRow, StudyRowStatus } from "@/lib/studies/study-report";
import { studyTableCells } from "@/lib/studies/study-table-cells";

const STATUS_TONE: Record<StudyRowStatus, "good" | "info" | "neutral" | "bad"> = { done: "good", running: "info", pending: "neutral", failed: "bad" };

// The seed's table: one row per set-up, the figures the report prints, and links to the runs
// behind each row and to the per-question flips against the baseline.
export function StudyTable({ rows }: { rows: StudyRow[] }) {
  return (
    <Table label="Study results per set-up">
      <thead className="bg-slate-50">
        <tr>
          <Th>Set-up</Th>
          <Th>Evidence given to the reader</Th>
          <Th className="text-right">Accuracy</Th>
          <Th className="text-right" title="95% Wilson interval">
            95% interval
          </Th>
          <Th className="text-right" title="Reader input tokens per question (mean)">
            Tokens / q
          </Th>
          <Th className="text-right" title="Session recall_any at the set-up's own k">
            Recall@k
          </Th>
          <Th className="text-right" title="Evidence coverage (mean)">
            Evidence
          </Th>
          <Th className="text-right" title="Reader plus judge, US dollars, whole run">
            Cost
          </Th>
          <Th>Runs</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => {
          const c = studyTableCells(row);
          const runs = [row.retrievalRun, row.qaRun].filter(
            (r, i, all): r is NonNullable<typeof r> => r !== null && all.findIndex((x) => x?.id === r.id) === i,
          );
          return (
            <tr key={row.label} className={row.baseline ? "bg-indigo-50/50" : undefined}>
              <Td className="font-medium">
                <span className="inline-block min-w-32 max-w-56 whitespace-normal [overflow-wrap:anywhere]">{row.label}</span>
                <div className="mt-1 flex flex-wrap gap-1">
                  {row.baseline ? <Badge tone="info">baseline</Badge> : null}
                  <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>
                </div>
              </Td>
              <Td className="min-w-48 text-xs [overflow-wrap:anywhere]">{row.evidence}</Td>
              <Td className="text-right tabular-nums">
                {c.accuracy}
                {row.judged ? <div className="text-xs text-slate-500">{c.judged}</div> : null}
              </Td>
              <Td className="whitespace-nowrap text-right text-xs tabular-nums text-slate-700">{c.interval}</Td>
              <Td className="text-right tabular-nums">{c.readerTokens}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                {c.recall} <span className="text-xs text-slate-500">@{row.recallK}</span>
              </Td>
              <Td className="text-right tabular-nums">{c.evidenceCoverage}</Td>
              <Td className="text-right tabular-nums">
                {c.cost}
                {row.costPerQuestionUsd !== null ? <div className="text-xs text-slate-500">{c.costPerQuestion} / q</div> : null}
              </Td>
              <Td className="min-w-40 text-xs [overflow-wrap:anywhere]">
                {runs.length ? (
                  <ul className="space-y-0.5">
                    {runs.map((run) => (
                      <li key={run.id}>
                        <Link href={`/runs/${encodeURIComponent(run.id)}`} className="text-indigo-700 underline">
                          {run.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-slate-500">not run yet</span>
                )}
                {row.vsBaseline ? (
                  <Link href={row.vsBaseline.flipsHref} className="mt-1 inline-block text-indigo-700 underline">
                    Flips vs baseline
                  </Link>
                ) : null}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
