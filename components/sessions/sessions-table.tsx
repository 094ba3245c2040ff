"use client";
import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ServerSortedTable, type ServerSortedColumnMeta } from "@/components/ui/server-sorted-table";
import type { SessionListRow } from "@/lib/dal/sessions/list-sessions";
import { formatPercent } from "@/lib/format/format-number";
import { ASSISTANT_QUESTION_TYPE, questionTypeLabel } from "@/lib/questions/question-type-label";
import { sessionListHref, sessionSortOf, type SessionListQuery, type SessionSort } from "@/lib/sessions/session-list-query";

type Meta = ServerSortedColumnMeta<SessionSort>;
const number = "text-right tabular-nums";

function columns(extractorId: string | undefined): ColumnDef<SessionListRow>[] {
  const base: ColumnDef<SessionListRow>[] = [
    {
      id: "session",
      header: "Session",
      meta: { sort: "session" } satisfies Meta,
      cell: ({ row: { original: s } }) => (
        <Link
          className="font-medium text-indigo-800 hover:underline"
          href={`/sessions/${encodeURIComponent(s.id)}${extractorId ? `?extractor=${encodeURIComponent(extractorId)}` : ""}`}
        >
          {s.externalId}
        </Link>
      ),
    },
    {
      id: "date",
      header: "Date",
      meta: { sort: "date", descFirst: true, className: "whitespace-nowrap" } satisfies Meta,
      cell: ({ row: { original: s } }) => s.dateText ?? "—",
    },
    {
      id: "turns",
      header: "Turns",
      meta: { sort: "turns", descFirst: true, className: number } satisfies Meta,
      cell: ({ row: { original: s } }) => s.turnCount,
    },
    {
      id: "evidence",
      header: "Evidence for",
      cell: ({ row: { original: s } }) => (
        <div className="flex flex-wrap gap-1">
          {s.evidenceTypes.length === 0 ? <span className="text-slate-500">—</span> : null}
          {s.evidenceTypes.map((type) => (
            <Badge key={type} tone={type === ASSISTANT_QUESTION_TYPE ? "info" : "warn"} className="whitespace-nowrap">
              {questionTypeLabel(type)}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      id: "factSheets",
      header: "Fact sheets",
      meta: { sort: "factSheets", descFirst: true, className: number } satisfies Meta,
      cell: ({ row: { original: s } }) => s.factSheetCount,
    },
    {
      id: "haystacks",
      header: "Haystacks",
      meta: { sort: "haystacks", descFirst: true, className: number } satisfies Meta,
      cell: ({ row: { original: s } }) => s.haystackCount,
    },
  ];
  if (!extractorId) return base;
  return [
    ...base,
    {
      id: "coverage",
      header: "Coverage",
      meta: { sort: "coverage", className: number } satisfies Meta,
      cell: ({ row: { original: s } }) => (s.coverage === null ? <span title="Not analyzed yet">—</span> : formatPercent(s.coverage)),
    },
    {
      id: "answerBearing",
      header: "Answer-bearing detail lost",
      cell: ({ row: { original: s } }) =>
        s.answerBearingLost === null ? (
          <span className="text-slate-500">—</span>
        ) : s.answerBearingLost ? (
          <Badge tone="bad">lost</Badge>
        ) : (
          <Badge tone="good">kept</Badge>
        ),
    },
    {
      id: "lost",
      header: "Lost details",
      meta: { sort: "lost", descFirst: true, className: number } satisfies Meta,
      cell: ({ row: { original: s } }) => s.lostDetailCount ?? "—",
    },
  ];
}

// One row per session, sorted by the server over every matching session. With an extractor
// chosen, its fact sheet's stored analysis: coverage and whether an answer-bearing detail was
// lost (— when `lore analyze detail-loss` has not run).
export function SessionsTable({ sessions, query }: { sessions: SessionListRow[]; query: SessionListQuery }) {
  return (
    <ServerSortedTable
      label="Sessions"
      rows={sessions}
      columns={columns(query.extractor)}
      sort={sessionSortOf(query)}
      hrefFor={(sort) => sessionListHref(query, sort)}
      rowId={(s) => s.id}
    />
  );
}
