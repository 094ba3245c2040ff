import Link from "next/link";
import type { ReactNode } from "react";
import { SORT_HEADER_CLASS, SortArrow, type SortState } from "@/components/ui/sort-header-button";

// A sortable header of a server-sorted table: a link to the same list sorted by this column, so
// the sort lives in the URL (shareable, survives a reload, works before the page's script runs).
export function SortHeaderLink({ children, sorted, href }: { children: ReactNode; sorted: SortState; href: string }) {
  return (
    <Link href={href} scroll={false} className={SORT_HEADER_CLASS}>
      {children}
      <SortArrow sorted={sorted} />
    </Link>
  );
}
