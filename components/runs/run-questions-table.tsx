import Link from "next/link";
import { StageDefinitionsList } from "@/components/questions/stage-definitions-list";
import { StageStatusBadge } from "@/components/questions/stage-status";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { STAGE_DEFINITIONS, type StageKey } from "@/lib/questions/stage-definitions";
import type { RunQuestionRow } from "@/lib/runs/build-run-page-view";

const COLUMN: Record<Exclude<StageKey, "answer">, string> = {
  sheet: "Lost at extraction",
  retrieval: "Retrieved",
  budget: "Cut by budget",
  context: "Evidence in context",
};

// Every question of the run, linking to its trace (the question page) when the benchmark holds it.
// Its stage columns come from the same verdicts as the trace, with each stage's meaning as column help.
export function RunQuestionsTable({ rows }: { rows: RunQuestionRow[] }) {
  const keys = (rows[0]?.verdicts.shown ?? []).map((s) => s.key).filter((k): k is Exclude<StageKey, "answer"> => k !== "answer");
  return (
    <div className="space-y-3">
      <StageDefinitionsList keys={[...keys, "answer"]} label="What the stage columns mean" />
      <Table label="Questions in this run">
        <thead className="bg-slate-50">
          <tr>
            <Th>Question</Th>
            <Th>Type</Th>
            {keys.map((key) => (
              <Th key={key} title={STAGE_DEFINITIONS[key]}>
                {COLUMN[key]}
              </Th>
            ))}
            <Th title={STAGE_DEFINITIONS.answer}>Verdict</Th>
            <Th className="text-right">Reader tokens</Th>
            <Th>Lost at</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.questionExternalId} data-question={row.questionExternalId}>
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
              {keys.map((key) => {
                const stage = row.verdicts[key];
                return (
                  <Td key={key} data-stage={key} title={stage.detail}>
                    <StageStatusBadge status={stage.status} />
                    {key === "context" && row.evidenceCoverageShown !== null ? (
                      <span className="ml-1 tabular-nums text-slate-700">{formatPercent(row.evidenceCoverageShown)}</span>
                    ) : null}
                    {stage.status === "unknown" || stage.status === "not-applicable" ? (
                      <div className="mt-0.5 min-w-48 max-w-64 whitespace-normal text-xs text-slate-600">{stage.detail}</div>
                    ) : null}
                  </Td>
                );
              })}
              <Td data-stage="answer" title={row.verdicts.answer.detail}>
                {row.correct === null ? (
                  <>
                    <Badge>not judged</Badge>
                    <div className="mt-0.5 min-w-48 max-w-64 whitespace-normal text-xs text-slate-600">{row.verdicts.answer.detail}</div>
                  </>
                ) : row.correct ? (
                  <Badge tone="good">correct</Badge>
                ) : (
                  <Badge tone="bad">wrong</Badge>
                )}
              </Td>
              <Td className="text-right tabular-nums">{formatInteger(row.readerInputTokens)}</Td>
              <Td className="text-slate-700">
                {row.verdicts.lostAt ? `${row.verdicts.lostAt.partial ? "partly, " : ""}${row.verdicts.lostAt.label.toLowerCase()}` : "—"}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
