import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "@/lib/utils/cn";

type TableProps = {
  children: ReactNode;
  label: string;
  /**
   * Below 768 px the table is laid out as blocks (each row a stacked card, styled by the caller's
   * row and cell classes) instead of columns; explicit roles keep it a table to assistive
   * technology, which otherwise drops the semantics of a table that is not displayed as one.
   */
  stacked?: boolean;
};

export function Table({ children, label, stacked = false }: TableProps) {
  return (
    // A wide table scrolls inside this box, never the page. Words in cells do not break inside
    // (the app's main area breaks long words anywhere); a cell of free text opts back in.
    // It takes focus so a keyboard can scroll it too. It is positioned, so an absolutely positioned
    // cell child (a screen-reader-only label) is clipped by it instead of widening the page.
    <div
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white [overflow-wrap:normal] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <table
        aria-label={label}
        role={stacked ? "table" : undefined}
        className={cn("min-w-full divide-y divide-slate-200 text-sm", stacked && "max-md:block max-md:divide-y-0")}
      >
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn("whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600", className)}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("px-3 py-2 align-top text-slate-800", className)} {...props} />;
}
