import type { CSSProperties } from "react";
import type { AlignedRow } from "@/lib/extraction/align-sheet-diff";
import type { WordSegment } from "@/lib/extraction/diff-words";
import { cn } from "@/lib/utils/cn";

// Two fact sheets side by side, line against line; below md, A's sheet then B's (a CSS order per
// cell, so the rows stay aligned in the two-column grid). Lines only in A are tinted red with "−",
// lines only in B green with "+", and in a changed line only the differing words are tinted.
function Segments({ segments, side }: { segments: WordSegment[]; side: "a" | "b" }) {
  return segments.map((s, i) =>
    !s.changed ? (
      <span key={i}>{s.text}</span>
    ) : side === "a" ? (
      <del key={i} className="rounded-sm bg-red-200/70 text-red-950 no-underline">
        {s.text}
      </del>
    ) : (
      <ins key={i} className="rounded-sm bg-emerald-200/70 text-emerald-950 no-underline">
        {s.text}
      </ins>
    ),
  );
}

const sign = { same: " ", changed: "~", removed: "−", added: "+" } as const;
const spoken = {
  a: { same: "", changed: "changed in B: ", removed: "only in A: ", added: "" },
  b: { same: "", changed: "changed from A: ", removed: "", added: "only in B: " },
};

function Cell({ row, side, order }: { row: AlignedRow; side: "a" | "b"; order: number }) {
  const segments = side === "a" ? row.left : row.right;
  const style = { "--o": order } as CSSProperties;
  if (!segments) return <div aria-hidden className="hidden md:block" style={style} />;
  return (
    <div
      style={style}
      className={cn(
        "order-(--o) flex min-w-0 gap-1.5 rounded border-l-4 px-2 py-1 text-sm leading-relaxed [overflow-wrap:anywhere] md:order-none",
        row.kind === "same" && "border-transparent text-slate-700",
        row.kind === "changed" && (side === "a" ? "border-red-300 bg-red-50/60" : "border-emerald-300 bg-emerald-50/60"),
        row.kind === "removed" && "border-red-400 bg-red-50/70 text-slate-800",
        row.kind === "added" && "border-emerald-500 bg-emerald-50 text-slate-800",
      )}
    >
      <span aria-hidden className="w-3 shrink-0 select-none text-slate-500">
        {sign[row.kind]}
      </span>
      <span className="min-w-0">
        <span className="sr-only">{spoken[side][row.kind]}</span>
        <Segments segments={segments} side={side} />
      </span>
    </div>
  );
}

export function SideBySideSheets({ rows, labels }: { rows: AlignedRow[]; labels: { a: string; b: string } }) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">Both sheets are empty.</p>;
  const n = rows.length;
  const heading = "sticky top-0 z-10 order-(--o) min-w-0 break-words bg-white py-1 text-xs font-semibold uppercase tracking-wide text-slate-600 md:order-none";
  return (
    // A long sheet scrolls inside its box (shorter on a phone, where the sheets stack), so one
    // opened session never makes the page a wall. `relative` makes the box the containing block
    // of the cells' absolutely positioned sr-only labels: without it they escaped the scroll box
    // and stretched the document by thousands of empty pixels.
    <div
      tabIndex={0}
      role="region"
      className="relative grid max-h-96 grid-cols-1 content-start gap-x-4 gap-y-0.5 overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-indigo-600 md:max-h-[36rem] md:grid-cols-2"
      aria-label="The two fact sheets side by side"
    >
      <h3 className={heading} style={{ "--o": 0 } as CSSProperties}>
        A {labels.a}
      </h3>
      <h3 className={cn(heading, "mt-3 md:mt-0")} style={{ "--o": n + 1 } as CSSProperties}>
        B {labels.b}
      </h3>
      {rows.map((row, i) => [<Cell key={`a${i}`} row={row} side="a" order={i + 1} />, <Cell key={`b${i}`} row={row} side="b" order={n + 2 + i} />])}
    </div>
  );
}
