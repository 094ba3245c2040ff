import type { StageStatus } from "@/lib/questions/trace-question";
import { cn } from "@/lib/utils/cn";

// Status as a word and a symbol as well as a colour.
const STYLES: Record<StageStatus, { text: string; symbol: string; className: string }> = {
  kept: { text: "kept", symbol: "✓", className: "bg-emerald-50 text-emerald-900 border-emerald-300" },
  partial: { text: "partly lost", symbol: "◐", className: "bg-amber-50 text-amber-900 border-amber-400" },
  lost: { text: "lost", symbol: "✗", className: "bg-red-50 text-red-900 border-red-400" },
  unknown: { text: "unknown", symbol: "?", className: "bg-slate-50 text-slate-700 border-slate-300" },
  "not-applicable": { text: "does not apply", symbol: "–", className: "bg-white text-slate-500 border-slate-200" },
};

// The answer stage reads as a verdict rather than as kept or lost.
const VERDICT_TEXT: Partial<Record<StageStatus, string>> = { kept: "correct", lost: "wrong", unknown: "not judged" };

export function StageStatusBadge({ status, verdict = false }: { status: StageStatus; verdict?: boolean }) {
  const style = { ...STYLES[status], text: (verdict && VERDICT_TEXT[status]) || STYLES[status].text };
  return (
    <span className={cn("inline-flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs font-semibold", style.className)}>
      <span aria-hidden>{style.symbol}</span>
      {style.text}
    </span>
  );
}
