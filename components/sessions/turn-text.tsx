import { KEPT_DETAIL_CLASS, lostMarkClass } from "@/components/sessions/detail-mark-styles";
import { DETAIL_KIND_LABELS } from "@/lib/sessions/detail-kinds";
import type { TextSegment } from "@/lib/sessions/build-session-view";
import type { MarkRange } from "@/lib/format/rehype-mark-ranges";
import { MarkdownText } from "@/components/ui/markdown-text";

// A turn's segments as source ranges to mark on the rendered Markdown: lost details are <mark>s
// whose kind is spelled out for screen readers and in the tooltip, kept details dotted spans.
function segmentMarks(segments: TextSegment[]): MarkRange[] {
  const marks: MarkRange[] = [];
  let start = 0;
  for (const segment of segments) {
    const end = start + segment.text.length;
    if (segment.lost) {
      const what = `Lost ${DETAIL_KIND_LABELS[segment.lost.kind].toLowerCase()}${segment.lost.answerBearing ? ", answer-bearing" : ""}`;
      marks.push({
        start,
        end,
        tagName: "mark",
        label: ` (${what})`,
        properties: {
          dataLostKind: segment.lost.kind,
          dataAnswerBearing: segment.lost.answerBearing ? "true" : undefined,
          title: what,
          className: lostMarkClass(segment.lost.kind, segment.lost.answerBearing).split(" "),
        },
      });
    } else if (segment.detail) {
      marks.push({
        start,
        end,
        tagName: "span",
        properties: {
          dataKeptKind: segment.detail,
          title: `Kept ${DETAIL_KIND_LABELS[segment.detail].toLowerCase()}`,
          className: KEPT_DETAIL_CLASS.split(" "),
        },
      });
    }
    start = end;
  }
  return marks;
}

// A turn's text, rendered as Markdown (safely: raw HTML stays text), with an extractor's kept and
// lost details marked on exactly the characters they name, through any Markdown syntax around them.
export function TurnText({ segments }: { segments: TextSegment[] }) {
  return <MarkdownText text={segments.map((segment) => segment.text).join("")} marks={segmentMarks(segments)} />;
}
