import { KEPT_DETAIL_CLASS, lostMarkClass } from "@/components/sessions/detail-mark-styles";
import { DETAIL_KIND_LABELS } from "@/lib/sessions/detail-kinds";
import type { TextSegment } from "@/lib/sessions/build-session-view";

// A turn's text, every segment a React text node (markup in a conversation stays inert). Lost
// details are <mark>s whose kind is spelled out for screen readers and in the tooltip.
export function TurnText({ segments }: { segments: TextSegment[] }) {
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
