"use client";
import { memo } from "react";
import { ProposeMemoryForm, type ProposeContext } from "@/components/sessions/propose-memory-form";
import type { SheetLineView } from "@/lib/sessions/build-session-view";
import { cn } from "@/lib/utils/cn";
import { turnAnchor, turnNumber } from "@/lib/sessions/turn-number";

type LineProps = {
  line: SheetLineView;
  linked: boolean;
  sheet: { id: string; label: string };
  propose?: ProposeContext;
  onActivate: (line: number | null) => void;
  onSelect: (line: number) => void;
  onGoToTurn: (position: number) => void;
};

// One fact-sheet line. Hovering or focusing it highlights the turns that support it; Enter or a
// click pins the highlight and scrolls to the first of them.
const FactSheetLine = memo(function FactSheetLine({ line, linked, sheet, propose, onActivate, onSelect, onGoToTurn }: LineProps) {
  return (
    <li
      tabIndex={0}
      aria-label={`Line ${line.number}: ${line.text}`}
      data-linked={linked ? "true" : undefined}
      onMouseEnter={() => onActivate(line.number)}
      onMouseLeave={() => onActivate(null)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onActivate(line.number);
      }}
      onBlur={(event) => {
        if (event.target === event.currentTarget) onActivate(null);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target === event.currentTarget) onSelect(line.number);
      }}
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest("a, button, form, textarea, select, input")) onSelect(line.number);
      }}
      className={cn(
        "rounded-md border px-2 py-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-600",
        linked ? "border-indigo-400 bg-indigo-50 ring-2 ring-indigo-500" : "border-transparent hover:border-slate-200",
      )}
    >
      <div className="flex gap-2">
        <span className="w-6 shrink-0 text-right text-xs tabular-nums text-slate-500">{line.number}</span>
        <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-slate-900">{line.text}</p>
      </div>
      <div className="ml-8 mt-0.5 flex flex-wrap gap-1 text-xs text-slate-600">
        {line.supportingPositions.length === 0 ? (
          <span>No supporting turn found</span>
        ) : (
          <>
            <span>From turn{line.supportingPositions.length > 1 ? "s" : ""}</span>
            {line.supportingPositions.map((position) => (
              <a
                key={position}
                href={`#${turnAnchor(position)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onGoToTurn(position);
                }}
                className="tabular-nums text-indigo-800 underline"
              >
                {turnNumber(position)}
              </a>
            ))}
            {line.moreSupporting ? <span>and {line.moreSupporting} more</span> : null}
          </>
        )}
      </div>
      {propose ? (
        <div className="ml-6">
          <ProposeMemoryForm
            context={propose}
            citation={{ factSheet: { factSheetId: sheet.id, line: line.number } }}
            prefill={line.text}
            subject={`line ${line.number} of ${sheet.label}`}
          />
        </div>
      ) : null}
    </li>
  );
});

export function FactSheetLineList(props: Omit<LineProps, "line" | "linked"> & { lines: SheetLineView[]; linkedLines: ReadonlySet<number> }) {
  const { lines, linkedLines, ...rest } = props;
  if (lines.length === 0) return <p className="text-sm text-slate-600">This fact sheet is empty.</p>;
  return (
    <ol aria-label={`Lines of ${rest.sheet.label}`} className="space-y-1">
      {lines.map((line) => (
        <FactSheetLine key={line.number} line={line} linked={linkedLines.has(line.number)} {...rest} />
      ))}
    </ol>
  );
}
