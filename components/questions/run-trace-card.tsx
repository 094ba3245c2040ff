import Link from "next/link";
import { StageStatusBadge } from "@/components/questions/stage-status";
import { Badge } from "@/components/ui/badge";
import type { RunTrace } from "@/lib/questions/trace-question";

function LostAtCallout({ trace }: { trace: RunTrace }) {
  if (!trace.lostAt) {
    const allKnown = trace.stages.every((s) => s.status === "kept" || s.status === "not-applicable");
    return (
      <p className="text-sm font-semibold text-emerald-800">
        {allKnown ? "The answer survived every stage." : "No stage lost the answer as far as the run recorded."}
      </p>
    );
  }
  const { label, partial, answeredAnyway } = trace.lostAt;
  return (
    <p role="note" className="text-sm font-semibold text-red-800">
      {partial ? "Partly lost at" : "Lost at"}: {label.toLowerCase()}
      {answeredAnyway ? <span className="font-normal text-slate-700"> (the reader still answered correctly)</span> : null}
    </p>
  );
}

// Stages (b)-(d) for one run, after the sheet stage when the run read fact sheets.
export function RunTraceCard({ trace, questionId }: { trace: RunTrace; questionId: string }) {
  return (
    <article aria-label={`Run ${trace.name}`} className="rounded-lg border border-slate-200 bg-white p-4">
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <Link href={`/runs/${encodeURIComponent(trace.runId)}`} className="font-semibold text-indigo-800 underline">
          {trace.name}
        </Link>
        {trace.representation ? (
          <Badge>
            {trace.representation}
            {trace.extractor ? ` · ${trace.extractor}` : ""}
          </Badge>
        ) : null}
        <Badge>top {trace.k}</Badge>
        {trace.archived ? <Badge tone="warn">archived</Badge> : null}
        <Link
          href={`/questions/${encodeURIComponent(questionId)}?runs=${encodeURIComponent(trace.runId)}`}
          className="ml-auto text-xs text-indigo-800 underline"
        >
          Focus on this run
        </Link>
      </header>
      <LostAtCallout trace={trace} />
      <ol aria-label={`Stages of ${trace.name}`} className="mt-2 divide-y divide-slate-100 text-sm">
        {trace.stages.map((stage, i) => (
          <li key={stage.key} data-stage={stage.key} className="grid grid-cols-[1.5rem_8.5rem_6.5rem_1fr] items-baseline gap-2 py-1.5">
            <span className="tabular-nums text-slate-500">{i + 1}.</span>
            <span className="font-medium text-slate-800">{stage.label}</span>
            <span className="justify-self-start">
              <StageStatusBadge status={stage.status} verdict={stage.key === "answer"} />
            </span>
            <span className="text-slate-700">{stage.detail}</span>
          </li>
        ))}
      </ol>
      <div className="mt-3 rounded-md bg-slate-50 p-2 text-sm">
        <div className="text-xs font-semibold text-slate-600">Hypothesis{trace.judge ? ` · judged by ${trace.judge}` : ""}</div>
        <p className="whitespace-pre-wrap break-words text-slate-900">{trace.hypothesis ?? "—"}</p>
      </div>
    </article>
  );
}
