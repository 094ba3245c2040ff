import type { JobProgressLabel } from "@/lib/jobs/job-progress-label";
import { cn } from "@/lib/utils/cn";

// A progress bar with its numbers as text beside it (and a real <progress> for assistive tech).
// An indeterminate bar (no total yet) is a full-width pulse with no percentage; with no bar at all
// (a finished job that never had a total) only the text below it is shown.
export function JobProgressBar({
  fraction,
  bar,
  label,
  tone,
}: {
  fraction: number | null;
  bar: JobProgressLabel["bar"];
  label: string;
  tone: "running" | "done" | "bad" | "idle";
}) {
  if (bar === "none") return null;
  const percent = bar === "determinate" && fraction !== null ? Math.round(fraction * 100) : null;
  const colour = { running: "bg-indigo-600", done: "bg-emerald-600", bad: "bg-red-600", idle: "bg-slate-400" }[tone];
  return (
    <div className="flex min-w-48 items-center gap-2">
      <div className="h-2 flex-1 overflow-hidden rounded bg-slate-200" aria-hidden>
        <div
          className={cn("h-full", percent === null ? "w-full animate-pulse bg-indigo-300" : colour)}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <progress className="sr-only" value={percent ?? undefined} max={100} aria-label={label} />
      <span className="w-10 text-right text-xs tabular-nums text-slate-700">{percent === null ? "…" : `${percent}%`}</span>
    </div>
  );
}
