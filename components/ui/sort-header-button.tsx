import type { ReactNode } from "react";

// The content of a sortable column's header: a real button that says which way the column is
// sorted (the th carries aria-sort) and what a click does.
export function SortHeaderButton({ children, sorted, onClick }: { children: ReactNode; sorted: false | "asc" | "desc"; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded text-xs font-semibold uppercase tracking-wide text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
      <span aria-hidden className={sorted ? "text-slate-900" : "text-slate-400"}>
        {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
      </span>
    </button>
  );
}

export const ariaSortOf = (sorted: false | "asc" | "desc") => (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined);
