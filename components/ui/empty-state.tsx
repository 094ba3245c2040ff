import type { ReactNode } from "react";

export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mx-auto mt-2 max-w-xl text-sm text-slate-600">{children}</div>
    </div>
  );
}

export function Command({ children }: { children: ReactNode }) {
  return <code className="mt-2 block rounded bg-slate-900 px-3 py-2 text-left font-mono text-xs text-slate-100">{children}</code>;
}
