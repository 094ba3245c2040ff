import { highlightSegments } from "@/lib/search/highlight-segments";
import type { MatchRange } from "@/lib/search/match-ranges";

// Inline text with the given ranges in <mark> (the words a memory shares with the proposal),
// rendered as text, never as markup; a span so that it may sit inside a button.
export function MarkedText({ text, matches }: { text: string; matches: MatchRange[] }) {
  const { segments, clippedStart, clippedEnd } = highlightSegments(text, matches);
  return (
    <span className="[overflow-wrap:anywhere]">
      {clippedStart ? "… " : null}
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-slate-950">
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
      {clippedEnd ? " …" : null}
    </span>
  );
}
