import { cn } from "@/lib/utils/cn";

// A progress bar with its numbers as text beside it (and a real <progress> for assistive tech).
export function JobProgressBar({ fraction, label, tone }: { fraction: number | null; label: string; tone: "running" | "done" | "bad" | "idle" }) {
  const percent = fraction === null ? null : Math.round(fraction * 100);
  const colour = { running: "bg-indigo-600", done: "bg-emerald-600", bad: "bg-red-600", idle: "bg-slate-400" }[tone];
  return (
    <div className="flex min-w-48 items-center gap-2">
      <div className="h-2 flex-1 overflow-hidden rounded bg-slate-200" aria-hidden>
        <div className={cn("h-full", colour, percent === null && "w-1/4 animate-pulse")} style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      <progress className="sr-only" value={percent ?? undefined} max={100} aria-label={label} />
      <span className="w-10 text-right text-xs tabular-nums text-slate-700">{percent === null ? "…" : `${percent}%`}</span>
    </div>
  );
}
