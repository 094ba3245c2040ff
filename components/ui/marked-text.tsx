import { highlightSegments } from "@/lib/search/highlight-segments";
import type { MatchRange } from "@/lib/search/match-ranges";

// Text with the given ranges in <mark> (a search hit's query words, the words a similar memory
// shares with a proposal), cut to a window around the first match, rendered as text, never as
// markup. `as="span"` lets it sit inside a button.
export function MarkedText({
  text,
  matches,
  as: Element = "span",
  className = "",
}: {
  text: string;
  matches: MatchRange[];
  as?: "span" | "p";
  className?: string;
}) {
  const { segments, clippedStart, clippedEnd } = highlightSegments(text, matches);
  return (
    <Element className={`${className} [overflow-wrap:anywhere]`.trim()}>
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
    </Element>
  );
}
