import Link from "next/link";
import { SideBySideSheets } from "@/components/extractors/side-by-side-sheets";
import { Badge } from "@/components/ui/badge";
import type { ComparedSessionRow as Row } from "@/lib/dal/fact-sheets/list-compared-sessions";
import type { ComparedRowView } from "@/lib/extraction/build-compared-row";
import { describeLostByKind } from "@/lib/extraction/detail-kind-labels";
import { cn } from "@/lib/utils/cn";

const percent = (value: number | null) => (value === null ? "not analysed" : `${(value * 100).toFixed(1)}%`);

function Change({ value }: { value: number | null }) {
  if (value === null || Math.abs(value) < 0.0005) return <span className="text-slate-500">no change</span>;
  const points = `${value > 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(1)} pts`;
  return <span className={cn("font-medium", value < 0 ? "text-red-800" : "text-emerald-800")}>{points}</span>;
}

function Lost({ label, sheet }: { label: string; sheet: Row["a"] }) {
  return (
    <span className="min-w-0 break-words">
      {label} lost: {sheet.lostDetails === null ? "not analysed" : describeLostByKind(sheet.lostByKind)}
      {sheet.answerBearingLost ? (
        <Badge tone="bad" className="ml-1">
          answer-bearing
        </Badge>
      ) : null}
      {sheet.passthrough ? (
        <Badge tone="warn" className="ml-1">
          passthrough
        </Badge>
      ) : null}
    </span>
  );
}

// One session of the comparison: collapsed to its coverage and lost details, expanding to the two
// sheets side by side. Below sm the collapsed row is one line (the session and its change in
// coverage, the key figure); the coverage and lost details move to the top of the opened part.
export function ComparedSessionRow({ row, view, labels }: { row: Row; view: ComparedRowView; labels: { a: string; b: string } }) {
  const coverage = (
    <>
      <span className="sr-only">Coverage </span>A {percent(row.a.coverage)} → B {percent(row.b.coverage)}
    </>
  );
  return (
    <li>
      <details className="group rounded-lg border border-slate-200 bg-white">
        <summary className="flex cursor-pointer list-none items-baseline gap-2 px-3 py-2 hover:bg-slate-50 sm:gap-4 [&::-webkit-details-marker]:hidden">
          <span className="flex min-w-0 flex-1 items-baseline gap-2 sm:w-56 sm:flex-none sm:shrink-0">
            <span aria-hidden className="text-slate-400 transition-transform group-open:rotate-90">
              ▸
            </span>
            <span className="min-w-0 truncate font-mono text-sm font-semibold text-slate-900" title={row.externalId}>
              {row.externalId}
            </span>
          </span>
          <span className="shrink-0 text-sm tabular-nums text-slate-800 sm:w-64">
            <span className="hidden sm:inline">{coverage} </span>
            <Change value={view.coverageChange} />
          </span>
          <span className="hidden min-w-0 flex-col gap-0.5 text-xs text-slate-600 sm:flex">
            <Lost label="A" sheet={row.a} />
            <Lost label="B" sheet={row.b} />
          </span>
        </summary>
        <div className="border-t border-slate-200 px-3 py-3">
          <div data-testid="compared-row-figures" className="mb-2 flex flex-col gap-0.5 text-xs text-slate-600 sm:hidden">
            <span className="text-sm tabular-nums text-slate-800">{coverage}</span>
            <Lost label="A" sheet={row.a} />
            <Lost label="B" sheet={row.b} />
          </div>
          <p className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-xs text-slate-600">
            <span>
              {view.removed} line(s) only in A, {view.added} only in B, {view.same} in both
            </span>
            <Link className="text-indigo-700 hover:underline" href={`/sessions/${row.sessionId}`}>
              Open the session
            </Link>
          </p>
          <SideBySideSheets rows={view.aligned} labels={labels} />
        </div>
      </details>
    </li>
  );
}
