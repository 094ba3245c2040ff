import type { ReactNode } from "react";

export type SortState = false | "asc" | "desc";

// The look of a sortable column's header, shared by the button (client-sorted tables) and the
// link (server-sorted ones, components/ui/sort-header-link.tsx).
export const SORT_HEADER_CLASS =
  "inline-flex items-center gap-1 rounded text-xs font-semibold uppercase tracking-wide text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export function SortArrow({ sorted }: { sorted: SortState }) {
  return (
    <span aria-hidden className={sorted ? "text-slate-900" : "text-slate-400"}>
      {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
    </span>
  );
}

// The content of a sortable column's header: a real button that says which way the column is
// sorted (the th carries aria-sort) and what a click does.
export function SortHeaderButton({ children, sorted, onClick }: { children: ReactNode; sorted: SortState; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={SORT_HEADER_CLASS}>
      {children}
      <SortArrow sorted={sorted} />
    </button>
  );
}

export const ariaSortOf = (sorted: SortState) => (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined);
