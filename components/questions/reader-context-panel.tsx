import type { ReaderContextView } from "@/lib/questions/prepare-reader-context";
import { cn } from "@/lib/utils/cn";
import { turnNumber } from "@/lib/sessions/turn-number";

// The reader's context exactly as the run recorded it: evidence turns highlighted, the blocks of
// evidence sessions outlined, and the evidence details it lacks listed.
export function ReaderContextPanel({ view, runName }: { view: ReaderContextView; runName: string }) {
  if (!view.recorded) return <p className="text-sm text-slate-700">{view.reason}</p>;
  return (
    <details className="rounded-md border border-slate-200 text-sm">
      <summary className="cursor-pointer px-2 py-1.5 font-medium text-slate-800">
        Reader&apos;s context, as recorded ({view.characters.toLocaleString("en-US")} characters; {view.verbatim} of {view.evidenceTurns} evidence turns
        verbatim)
      </summary>
      <div className="space-y-2 border-t border-slate-200 p-2">
        {view.lost.length ? (
          <div>
            <h4 className="text-xs font-semibold text-red-900">Evidence details this context does not hold as the evidence turns state them</h4>
            <ul aria-label={`Evidence details missing from the context of ${runName}`} className="mt-1 flex flex-wrap gap-1">
              {view.lost.map((d, i) => (
                <li key={`${d.text}-${i}`} className="rounded border border-red-400 bg-red-50 px-1.5 py-0.5 text-xs text-red-900">
                  <span aria-hidden>✗ </span>
                  <span className="line-through decoration-red-700">{d.text}</span> ({d.kind}; {d.sessionExternalId} turn {turnNumber(d.position)})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-xs text-slate-600">
          <mark className="bg-amber-200 px-0.5">Highlighted</mark>: an evidence turn, verbatim. Outlined: the block of an evidence session.
        </p>
        <div aria-label={`Reader's context of ${runName}`} role="region" tabIndex={0} className="max-h-[32rem] space-y-2 overflow-y-auto font-mono text-xs">
          {view.blocks.map((block) => (
            <div
              key={block.index}
              data-evidence-session={block.evidenceSession || undefined}
              className={cn(
                "whitespace-pre-wrap break-words rounded p-1.5",
                block.evidenceSession ? "border-2 border-amber-500 bg-amber-50/50" : "bg-slate-50",
              )}
            >
              {block.evidenceSession ? (
                <div className="mb-1 font-sans text-xs font-semibold text-amber-900">Evidence session {block.sessionExternalId}</div>
              ) : null}
              {block.segments.map((segment, i) =>
                segment.kind === "evidence" ? (
                  <mark key={i} data-evidence-turn={segment.turnId} className="bg-amber-200 text-slate-900">
                    {segment.text}
                  </mark>
                ) : (
                  <span key={i} className={segment.kind === "header" ? "font-semibold text-slate-800" : "text-slate-700"}>
                    {segment.text}
                  </span>
                ),
              )}
            </div>
          ))}
        </div>
      </div>
    </details>
  );
}
