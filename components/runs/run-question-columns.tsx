import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import type { ReactNode } from "react";
import { StageStatusBadge } from "@/components/questions/stage-status";
import { HypothesisCell } from "@/components/runs/hypothesis-cell";
import { Badge } from "@/components/ui/badge";
import { formatInteger, formatPercent } from "@/lib/format/format-number";
import { STAGE_DEFINITIONS, type StageKey } from "@/lib/questions/stage-definitions";
import type { RunQuestionRow } from "@/lib/runs/build-run-page-view";
import type { RunQuestionColumn } from "@/lib/runs/run-question-table-query";

export type UpstreamStage = Exclude<StageKey, "answer">;

const STAGE_HEADER: Record<UpstreamStage, string> = {
  sheet: "Lost at extraction",
  retrieval: "Retrieved",
  budget: "Cut by budget",
  context: "Evidence in context",
};

/** Column help (a th title) and whether a first click sorts descending (numbers) or ascending. */
export type RunQuestionColumnMeta = {
  title?: string;
  descFirst?: boolean;
  className?: string;
  /** The stage a cell shows (data-stage), and the stage's detail as the cell's title. */
  stage?: StageKey;
};

const note = "mt-0.5 min-w-48 max-w-64 whitespace-normal text-xs text-slate-600";

function QuestionCell({ row }: { row: RunQuestionRow }) {
  return (
    <>
      {row.href ? (
        <Link href={row.href} className="font-mono text-xs font-medium text-indigo-700 underline">
          {row.questionExternalId}
        </Link>
      ) : (
        <span className="font-mono text-xs text-slate-600" title="Not in the benchmark: no trace page.">
          {row.questionExternalId}
        </span>
      )}
      {row.text ? <div className="min-w-56 whitespace-normal text-slate-800 [overflow-wrap:anywhere]">{row.text}</div> : null}
    </>
  );
}

function StageCell({ row, stage }: { row: RunQuestionRow; stage: UpstreamStage }) {
  const verdict = row.verdicts[stage];
  return (
    <>
      <StageStatusBadge status={verdict.status} />
      {stage === "context" && row.evidenceCoverageShown !== null ? (
        <span className="ml-1 tabular-nums text-slate-700">{formatPercent(row.evidenceCoverageShown)}</span>
      ) : null}
      {verdict.status === "unknown" || verdict.status === "not-applicable" ? <div className={note}>{verdict.detail}</div> : null}
    </>
  );
}

function VerdictCell({ row }: { row: RunQuestionRow }) {
  if (row.correct === null)
    return (
      <>
        <Badge>not judged</Badge>
        <div className={note}>{row.verdicts.answer.detail}</div>
      </>
    );
  return row.correct ? <Badge tone="good">correct</Badge> : <Badge tone="bad">wrong</Badge>;
}

// The run question table's columns, in the order the table shows them; the upstream stage columns
// are the stages that apply to this run. Every column sorts (in the URL, over the whole run).
export function runQuestionColumns(stages: UpstreamStage[]): ColumnDef<RunQuestionRow>[] {
  const column = (
    id: RunQuestionColumn,
    header: string,
    cell: (row: RunQuestionRow) => ReactNode,
    meta: RunQuestionColumnMeta = {},
  ): ColumnDef<RunQuestionRow> => ({
    id,
    header,
    cell: ({ row }) => cell(row.original),
    meta,
  });
  return [
    column("question", "Question", (row) => <QuestionCell row={row} />, { className: "max-w-xl" }),
    column("type", "Type", (row) => (
      <>
        {row.type ? <Badge>{row.type}</Badge> : <span className="text-slate-500">—</span>}
        {row.isAbstention ? (
          <Badge tone="warn" className="ml-1">
            abstention
          </Badge>
        ) : null}
      </>
    )),
    ...stages.map((stage) => column(stage, STAGE_HEADER[stage], (row) => <StageCell row={row} stage={stage} />, { title: STAGE_DEFINITIONS[stage], stage })),
    column("verdict", "Verdict", (row) => <VerdictCell row={row} />, { title: STAGE_DEFINITIONS.answer, stage: "answer" }),
    column("hypothesis", "Answer given", (row) => <HypothesisCell text={row.hypothesis} />),
    column("tokens", "Reader tokens", (row) => formatInteger(row.readerInputTokens), { descFirst: true, className: "text-right tabular-nums" }),
    column(
      "lost",
      "Lost at",
      (row) => (row.verdicts.lostAt ? `${row.verdicts.lostAt.partial ? "partly, " : ""}${row.verdicts.lostAt.label.toLowerCase()}` : "—"),
      { className: "text-slate-700" },
    ),
  ];
}
