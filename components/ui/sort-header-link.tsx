import Link from "next/link";
import type { ReactNode } from "react";

// A sortable header of a server-sorted table: a link to the same list sorted by this column, so
// the sort lives in the URL (shareable, survives a reload, works before the page's script runs).
export function SortHeaderLink({ children, sorted, href }: { children: ReactNode; sorted: false | "asc" | "desc"; href: string }) {
  return (
    <Link
      href={href}
      scroll={false}
      className="inline-flex items-center gap-1 rounded text-xs font-semibold uppercase tracking-wide text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {children}
      <span aria-hidden className={sorted ? "text-slate-900" : "text-slate-400"}>
        {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
      </span>
    </Link>
  );
}
