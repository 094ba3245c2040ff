"use client";
import Link from "next/link";
import { memo } from "react";
import { ProposeMemoryForm, type ProposeContext } from "@/components/sessions/propose-memory-form";
import { TurnText } from "@/components/sessions/turn-text";
import { Badge } from "@/components/ui/badge";
import type { TurnView } from "@/lib/sessions/build-session-view";
import { cn } from "@/lib/utils/cn";
import { ShowMore } from "@/components/ui/show-more";
import { turnNumber } from "@/lib/sessions/turn-number";

type Props = {
  turn: TurnView;
  /** A hovered or selected sheet line is supported by this turn, or this turn is the active one. */
  linked: boolean;
  /** The turn someone just navigated to. */
  targeted: boolean;
  propose?: ProposeContext;
  onActivate: (turnId: string | null) => void;
  onSelect: (turnId: string) => void;
};

// One original turn: role, position, the questions it answers (answer-bearing turns are amber),
// and its text with lost details marked. Hovering or focusing it highlights the sheet lines it
// supports; pressing Enter or clicking pins that.
export const TurnCard = memo(function TurnCard({ turn, linked, targeted, propose, onActivate, onSelect }: Props) {
  const answerBearing = turn.questions.length > 0;
  const supports = turn.sheetLines.length
    ? `Supports sheet line${turn.sheetLines.length > 1 ? "s" : ""} ${turn.sheetLines.join(", ")}`
    : "Supports no sheet line";
  return (
    <article
      tabIndex={0}
      aria-label={`Turn ${turn.position}, ${turn.role}${answerBearing ? ", answer-bearing" : ""}`}
      aria-describedby={`${turn.anchor}-links`}
      data-evidence={answerBearing ? "true" : undefined}
      data-linked={linked ? "true" : undefined}
      data-targeted={targeted ? "true" : undefined}
      onMouseEnter={() => onActivate(turn.id)}
      onMouseLeave={() => onActivate(null)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onActivate(turn.id);
      }}
      onBlur={(event) => {
        if (event.target === event.currentTarget) onActivate(null);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target === event.currentTarget) onSelect(turn.id);
      }}
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest("a, button, form, textarea, select, input")) onSelect(turn.id);
      }}
      className={cn(
        "rounded-md border p-3 text-sm outline-none transition-shadow focus-visible:ring-2 focus-visible:ring-indigo-600",
        answerBearing ? "border-amber-400 bg-amber-50" : "border-slate-200 bg-white",
        linked && "ring-2 ring-indigo-500 ring-offset-1",
        targeted && "shadow-[0_0_0_3px_rgba(79,70,229,0.35)]",
      )}
    >
      <header className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span className="font-semibold capitalize text-slate-800">{turn.role}</span>
        <a href={`#${turn.anchor}`} className="tabular-nums hover:underline">
          {turnNumber(turn.position)}
        </a>
        {turn.questions.map((q) => (
          <Link
            key={q.id}
            href={`/questions/${encodeURIComponent(q.id)}`}
            title={q.label}
            className="rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Badge tone="warn" className="hover:underline">
              answers {q.externalId} ({q.type}){q.benchmark ? ` in ${q.benchmark}` : ""}
            </Badge>
          </Link>
        ))}
        {turn.lostCount ? <span className="ml-auto">{turn.lostCount} lost</span> : null}
      </header>
      <span id={`${turn.anchor}-links`} className="sr-only">
        {supports}
      </span>
      <ShowMore length={turn.segments.reduce((n, s) => n + s.text.length, 0)}>
        <TurnText segments={turn.segments} />
      </ShowMore>
      {propose ? (
        <ProposeMemoryForm
          context={propose}
          citation={{ observationIds: [turn.id] }}
          prefill={turn.segments.map((s) => s.text).join("")}
          subject={`turn ${turnNumber(turn.position)}`}
        />
      ) : null}
    </article>
  );
});
