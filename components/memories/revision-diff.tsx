import type { DiffSegment } from "@/lib/memories/diff-revisions";

// Added words are underlined and removed ones struck through, so the change reads without
// relying on colour; screen readers hear "added" and "removed" before each change.
export function RevisionDiff({ segments, label }: { segments: DiffSegment[]; label: string }) {
  return (
    <div role="group" aria-label={label} className="whitespace-pre-wrap rounded bg-slate-50 p-2 text-sm text-slate-900 [overflow-wrap:anywhere]">
      {segments.map((segment, index) =>
        segment.kind === "same" ? (
          <span key={index}>{segment.text}</span>
        ) : segment.kind === "added" ? (
          <ins key={index} className="bg-emerald-100 text-emerald-950 underline decoration-2">
            <span className="sr-only">added: </span>
            {segment.text}
          </ins>
        ) : (
          <del key={index} className="bg-red-100 text-red-900 line-through">
            <span className="sr-only">removed: </span>
            {segment.text}
          </del>
        ),
      )}
    </div>
  );
}
