import { StageStatusBadge } from "@/components/questions/stage-status";
import type { StageVerdicts } from "@/lib/questions/stage-verdicts";

// One run's stage verdicts on one question in a line: the compact form of the trace's stage list.
export function StageVerdictLine({ verdicts, label }: { verdicts: StageVerdicts; label: string }) {
  return (
    <div className="text-xs text-slate-700">
      {/* A group, not a list: the flips list counts its own items. */}
      <div role="group" aria-label={label} className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {verdicts.shown.map((stage) => (
          <span key={stage.key} data-stage={stage.key} title={stage.detail} className="inline-flex items-center gap-1">
            <span className="text-slate-600">{stage.label}</span>
            <StageStatusBadge status={stage.status} verdict={stage.key === "answer"} />
          </span>
        ))}
      </div>
      <p className="mt-0.5 font-medium text-slate-800">{verdicts.summary}</p>
    </div>
  );
}
