import Link from "next/link";
import { ReaderContextPanel } from "@/components/questions/reader-context-panel";
import { RecordedExchangePanel } from "@/components/questions/recorded-exchange-panel";
import { StageStatusBadge } from "@/components/questions/stage-status";
import { Badge } from "@/components/ui/badge";
import type { RunRecordView } from "@/lib/questions/prepare-question-page";
import { STAGE_DEFINITIONS } from "@/lib/questions/stage-definitions";
import type { RunTrace } from "@/lib/questions/trace-question";
import { ShowMore } from "@/components/ui/show-more";

// The one-sentence story of the run's stages (the same summary the compare page shows).
function StorySummary({ trace }: { trace: RunTrace }) {
  const tone = trace.lostAt ? "text-red-800" : "text-emerald-800";
  return (
    <p role={trace.lostAt ? "note" : undefined} className={`text-sm font-semibold ${tone}`}>
      {trace.verdicts.summary}
    </p>
  );
}

// Every stage of one run on this question, from deriveStageVerdicts, then what the run recorded:
// the hypothesis, the reader's exact context, and the reader's and judge's prompts and outputs.
export function RunTraceCard({ trace, questionId, record }: { trace: RunTrace; questionId: string; record?: RunRecordView }) {
  return (
    <article aria-label={`Run ${trace.name}`} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
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
        <Badge>{trace.verdicts.configuration.k === null ? `top ${trace.k} (the run names no k)` : `top ${trace.k}`}</Badge>
        {trace.verdicts.configuration.budget !== null ? <Badge>budget {trace.verdicts.configuration.budget} tokens</Badge> : null}
        {trace.archived ? <Badge tone="warn">archived</Badge> : null}
        <Link
          href={`/questions/${encodeURIComponent(questionId)}?runs=${encodeURIComponent(trace.runId)}`}
          className="ml-auto text-xs text-indigo-800 underline"
        >
          Focus on this run
        </Link>
      </header>
      <StorySummary trace={trace} />
      <ol aria-label={`Stages of ${trace.name}`} className="mt-2 divide-y divide-slate-100 text-sm">
        {trace.stages.map((stage, i) => (
          <li
            key={stage.key}
            data-stage={stage.key}
            data-status={stage.status}
            className="grid grid-cols-[1.5rem_1fr] items-baseline gap-x-2 gap-y-0.5 py-1.5 sm:grid-cols-[1.5rem_8.5rem_7.5rem_1fr]"
          >
            <span className="tabular-nums text-slate-500">{i + 1}.</span>
            <span className="font-medium text-slate-800" title={STAGE_DEFINITIONS[stage.key]}>
              {stage.label}
            </span>
            <span className="col-start-2 justify-self-start sm:col-start-auto">
              <StageStatusBadge status={stage.status} verdict={stage.key === "answer"} />
            </span>
            <span className="col-start-2 text-slate-700 sm:col-start-auto">{stage.detail}</span>
          </li>
        ))}
      </ol>
      {trace.sheetAnalysisNote ? <p className="mt-1 text-xs text-slate-600">{trace.sheetAnalysisNote}</p> : null}
      <div className="mt-3 rounded-md bg-slate-50 p-2 text-sm">
        <div className="text-xs font-semibold text-slate-600">Hypothesis{trace.judge ? ` · judged by ${trace.judge}` : ""}</div>
        <ShowMore length={trace.hypothesis?.length ?? 0}>
          <p className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{trace.hypothesis ?? "—"}</p>
        </ShowMore>
      </div>
      {record ? (
        <div className="mt-3 space-y-2">
          <ReaderContextPanel view={record.context} runName={trace.name} />
          {record.exchanges.reader ? <RecordedExchangePanel title="Reader" exchange={record.exchanges.reader} /> : null}
          {record.exchanges.judge ? <RecordedExchangePanel title="Judge" exchange={record.exchanges.judge} /> : null}
          {!record.exchanges.reader && !record.exchanges.judge ? (
            <p className="text-xs text-slate-600">The run stored no reader or judge prompt for this question.</p>
          ) : !record.exchanges.reader ? (
            <p className="text-xs text-slate-600">The run stored no reader prompt (its answers came from elsewhere).</p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
