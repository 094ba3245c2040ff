"use client";
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

// The app's sidebar. From `md` up it is always shown beside the page; below it collapses behind a
// "Menu" button (a disclosure: aria-expanded/aria-controls, Esc closes and gives focus back to the
// button, following a link closes it).
export function AppSidebar({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close(true);
    }
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) close(false);
  };

  return (
    <div onKeyDown={onKeyDown} className="border-b border-slate-200 bg-white md:flex md:w-56 md:shrink-0 md:flex-col md:border-r md:border-b-0">
      <div className="flex items-center justify-between px-4 py-2 md:hidden">
        <span className="text-lg font-semibold tracking-tight">Lore</span>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
          </svg>
          Menu
        </button>
      </div>
      <aside id={panelId} aria-label="Sidebar" onClick={onClick} className={cn("flex-1 flex-col px-3 pt-2 pb-4 md:flex md:py-4", open ? "flex" : "hidden")}>
        {children}
      </aside>
    </div>
  );
}
