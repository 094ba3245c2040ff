import { detailOccurrences } from "./extract-details";
import type { DetailKind, SourceTurn } from "./types";

export type DetailSpan = { start: number; end: number; kind: DetailKind };

/**
 * Character spans of every detail occurrence in a turn's content, in text order, for
 * highlighting (a lost detail's `start`/`end` in the report is one of these). Spans of different
 * kinds may nest: "over a year" (qualifier) holds "a year" (duration).
 */
export function findDetailSpans(turn: SourceTurn): DetailSpan[] {
  const seen = new Set<string>();
  const spans: DetailSpan[] = [];
  for (const d of detailOccurrences(turn).occurrences) {
    const id = `${d.start}:${d.end}:${d.kind}`;
    if (seen.has(id)) continue;
    seen.add(id);
    spans.push({ start: d.start, end: d.end, kind: d.kind });
  }
  return spans;
}
