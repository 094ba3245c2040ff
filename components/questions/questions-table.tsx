"use client";
import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ServerSortedTable, type ServerSortedColumnMeta } from "@/components/ui/server-sorted-table";
import type { QuestionListRow } from "@/lib/dal/questions/list-questions";
import { questionListHref, questionSortOf, type QuestionListQuery, type QuestionSort } from "@/lib/questions/question-list-query";
import { ASSISTANT_QUESTION_TYPE, questionTypeLabel } from "@/lib/questions/question-type-label";

type Meta = ServerSortedColumnMeta<QuestionSort>;

const COLUMNS: ColumnDef<QuestionListRow>[] = [
  {
    id: "question",
    header: "Question",
    meta: { sort: "question", className: "min-w-64 max-w-xl" } satisfies Meta,
    cell: ({ row: { original: q } }) => (
      <>
        <div className="font-mono text-xs text-slate-500">
          {q.benchmark.name} / {q.externalId}
        </div>
        <Link href={`/questions/${encodeURIComponent(q.id)}`} className="text-indigo-800 hover:underline [overflow-wrap:anywhere]">
          {q.text}
        </Link>
      </>
    ),
  },
  {
    id: "type",
    header: "Type",
    meta: { sort: "type", className: "min-w-44" } satisfies Meta,
    cell: ({ row: { original: q } }) => (
      <>
        <div className="flex flex-wrap items-center gap-1">
          <Badge tone={q.type === ASSISTANT_QUESTION_TYPE ? "info" : "neutral"}>{questionTypeLabel(q.type)}</Badge>
          {q.isAbstention ? <Badge tone="warn">abstention</Badge> : null}
        </div>
        <div className="mt-0.5 font-mono text-xs text-slate-500">{q.type}</div>
      </>
    ),
  },
  {
    id: "answer",
    header: "Answer",
    meta: { sort: "answer", className: "min-w-40 max-w-xs [overflow-wrap:anywhere]" } satisfies Meta,
    cell: ({ row }) => row.original.answer,
  },
  {
    id: "evidence",
    header: "Evidence turns",
    meta: { sort: "evidence", descFirst: true, className: "text-right tabular-nums" } satisfies Meta,
    cell: ({ row }) => row.original._count.evidenceTurns,
  },
  {
    id: "haystack",
    header: "Haystack",
    meta: { sort: "haystack", descFirst: true, className: "text-right tabular-nums" } satisfies Meta,
    cell: ({ row }) => row.original._count.haystack,
  },
];

// The benchmark questions, sorted by the server over every matching question.
export function QuestionsTable({ questions, query }: { questions: QuestionListRow[]; query: QuestionListQuery }) {
  return (
    <ServerSortedTable
      label="Questions"
      rows={questions}
      columns={COLUMNS}
      sort={questionSortOf(query)}
      hrefFor={(sort) => questionListHref(query, sort)}
      rowId={(q) => q.id}
    />
  );
}
