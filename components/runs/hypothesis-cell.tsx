"use client";
import { useId, useState } from "react";

const SHORT = 140;

// The reader's answer, cut to a few lines with a button that shows it whole; long words wrap.
export function HypothesisCell({ text }: { text: string | null }) {
  const id = useId();
  const [whole, setWhole] = useState(false);
  if (text === null) return <span className="text-slate-500">—</span>;
  if (text.length <= SHORT) return <div className="min-w-48 max-w-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</div>;
  return (
    <div className="min-w-48 max-w-sm">
      <div id={id} className="whitespace-pre-wrap [overflow-wrap:anywhere]">
        {whole ? text : `${text.slice(0, SHORT).trimEnd()}…`}
      </div>
      <button
        type="button"
        aria-expanded={whole}
        aria-controls={id}
        onClick={() => setWhole((w) => !w)}
        className="mt-1 rounded text-xs font-medium text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {whole ? "Show less" : `Show whole answer (${text.length.toLocaleString("en-US")} characters)`}
      </button>
    </div>
  );
}
