import type { SheetDiff } from "@/lib/extraction/diff-fact-sheets";
import { cn } from "@/lib/utils/cn";

// A's sheet to B's, line by line: kept lines plain, lines only in A struck through with "−",
// lines only in B with "+" (signs as well as colours, for colour-blind readers).
export function FactSheetDiff({ diff }: { diff: SheetDiff }) {
  if (diff.lines.length === 0) return <p className="text-sm text-slate-500">Both sheets are empty.</p>;
  return (
    <ol className="space-y-0.5 font-mono text-xs" aria-label="Differences between the two sheets">
      {diff.lines.map((line, index) => (
        <li
          key={index}
          className={cn(
            "whitespace-pre-wrap rounded px-1",
            line.kind === "removed" && "bg-red-50 text-red-900 line-through decoration-red-400",
            line.kind === "added" && "bg-emerald-50 text-emerald-900",
            line.kind === "same" && "text-slate-700",
          )}
        >
          <span aria-hidden className="mr-1 select-none">
            {line.kind === "removed" ? "−" : line.kind === "added" ? "+" : " "}
          </span>
          <span className="sr-only">{line.kind === "removed" ? "only in A: " : line.kind === "added" ? "only in B: " : ""}</span>
          {line.text}
        </li>
      ))}
    </ol>
  );
}
