import { KEPT_DETAIL_CLASS, lostMarkClass } from "@/components/sessions/detail-mark-styles";
import { DETAIL_KIND_LABELS } from "@/lib/sessions/detail-kinds";
import type { TextSegment } from "@/lib/sessions/build-session-view";
import { MarkdownText } from "@/components/ui/markdown-text";

// A turn's text. With nothing marked it is rendered as Markdown (safely: raw HTML stays text).
// With an extractor's kept and lost details marked it is plain text, every segment a React text
// node, so each mark sits exactly on the characters it names; lost details are <mark>s whose kind
// is spelled out for screen readers and in the tooltip.
export function TurnText({ segments }: { segments: TextSegment[] }) {
  if (segments.every((segment) => !segment.lost && !segment.detail)) return <MarkdownText text={segments.map((segment) => segment.text).join("")} />;
  return (
    <p className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
      {segments.map((segment, i) => {
        if (segment.lost) {
          const what = `Lost ${DETAIL_KIND_LABELS[segment.lost.kind].toLowerCase()}${segment.lost.answerBearing ? ", answer-bearing" : ""}`;
          return (
            <mark
              key={i}
              data-lost-kind={segment.lost.kind}
              data-answer-bearing={segment.lost.answerBearing ? "true" : undefined}
              title={what}
              className={lostMarkClass(segment.lost.kind, segment.lost.answerBearing)}
            >
              {segment.text}
              <span className="sr-only"> ({what})</span>
            </mark>
          );
        }
        if (segment.detail) {
          return (
            <span key={i} data-kept-kind={segment.detail} title={`Kept ${DETAIL_KIND_LABELS[segment.detail].toLowerCase()}`} className={KEPT_DETAIL_CLASS}>
              {segment.text}
            </span>
          );
        }
        return <span key={i}>{segment.text}</span>;
      })}
    </p>
  );
}
