"use client";
import { useId, useState, type ReactNode } from "react";
import { isLongText } from "@/lib/format/long-text";
import { cn } from "@/lib/utils/cn";

// Collapses a long body (over COLLAPSE_OVER_CHARS characters) to a few lines, with a real button
// that says whether it is expanded. Short bodies render as they are. The whole text stays in the
// page (find-in-page and screen readers reach it); only its height is limited.
export function ShowMore({ length, children, className }: { length: number; children: ReactNode; className?: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (!isLongText(length)) return <div className={cn("min-w-0 [overflow-wrap:anywhere]", className)}>{children}</div>;
  return (
    <div className={cn("min-w-0", className)}>
      <div id={id} data-collapsed={expanded ? undefined : "true"} className={cn("[overflow-wrap:anywhere]", !expanded && "max-h-72 overflow-hidden")}>
        {children}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
        className="mt-1 rounded text-sm font-medium text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {expanded ? "Show less" : `Show more (${length.toLocaleString("en-US")} characters)`}
      </button>
    </div>
  );
}
