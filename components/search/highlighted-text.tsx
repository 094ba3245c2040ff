import { highlightSegments } from "@/lib/search/highlight-segments";
import type { MatchRange } from "@/lib/search/match-ranges";

// A hit's text with the query's words in <mark>, cut to a window around the first match. The
// ranges come from the server; the text is rendered as text, never as markup.
export function HighlightedText({ text, matches }: { text: string; matches: MatchRange[] }) {
  const { segments, clippedStart, clippedEnd } = highlightSegments(text, matches);
  return (
    <p className="line-clamp-4 text-sm text-slate-900 [overflow-wrap:anywhere]">
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
    </p>
  );
}
