import type { MatchRange } from "@/lib/search/match-ranges";

export type HighlightSegment = { text: string; match: boolean };
export type HighlightedSnippet = { segments: HighlightSegment[]; clippedStart: boolean; clippedEnd: boolean };

// Cuts a long hit to a window that shows its first match (a match deep in a long turn would be
// hidden by a three-line clamp) and splits it into plain and matched stretches, for the page to
// render as text and <mark>: the text itself is never treated as markup.
export function highlightSegments(text: string, ranges: readonly MatchRange[], maxLength = 320): HighlightedSnippet {
  let start = 0;
  let end = text.length;
  if (text.length > maxLength) {
    const first = ranges[0]?.[0] ?? 0;
    start = Math.max(0, Math.min(first - Math.floor(maxLength / 4), text.length - maxLength));
    // Start at a word, not inside one.
    if (start > 0) {
      const space = text.lastIndexOf(" ", start);
      start = space >= 0 && first - space < maxLength / 2 ? space + 1 : start;
    }
    end = Math.min(text.length, start + maxLength);
  }
  const segments: HighlightSegment[] = [];
  let at = start;
  for (const [s, e] of ranges) {
    const from = Math.max(s, start);
    const to = Math.min(e, end);
    if (to <= from) continue;
    if (from > at) segments.push({ text: text.slice(at, from), match: false });
    segments.push({ text: text.slice(from, to), match: true });
    at = to;
  }
  if (at < end) segments.push({ text: text.slice(at, end), match: false });
  return { segments, clippedStart: start > 0, clippedEnd: end < text.length };
}
