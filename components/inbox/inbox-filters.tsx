"use client";
import { useRouter } from "next/navigation";
import { forwardRef, type FormEvent } from "react";
import type { InboxFilters } from "@/lib/schemas/inbox";

type Props = {
  filters: Omit<InboxFilters, "cursor">;
  workspaces: { id: string; name: string }[];
  proposers: { id: string; label: string }[];
};

const selectClass = "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";

// Filters live in the URL so a filtered inbox can be bookmarked and shared.
export const InboxFiltersBar = forwardRef<HTMLInputElement, Props>(function InboxFiltersBar({ filters, workspaces, proposers }, searchRef) {
  const router = useRouter();
  const apply = (patch: Partial<Props["filters"]>) => {
    const next = { ...filters, ...patch };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
    router.push(`/inbox?${params.toString()}`);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ q: String(new FormData(event.currentTarget).get("q") ?? "") || undefined });
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3 text-sm">
      <form role="search" onSubmit={onSearch} className="flex items-end gap-2">
        <label className="flex flex-col text-xs text-slate-600">
          Search proposals
          <input
            ref={searchRef}
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            maxLength={200}
            className="mt-1 w-56 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900"
          />
        </label>
      </form>
      <label className="flex flex-col text-xs text-slate-600">
        Order
        <select className={selectClass} value={filters.sort} onChange={(e) => apply({ sort: e.target.value as "newest" | "oldest" })}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        Workspace
        <select className={selectClass} value={filters.workspace ?? ""} onChange={(e) => apply({ workspace: e.target.value || undefined })}>
          <option value="">All my workspaces</option>
          {workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        Proposer
        <select className={selectClass} value={filters.proposer ?? ""} onChange={(e) => apply({ proposer: e.target.value || undefined })}>
          <option value="">Anyone</option>
          {proposers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-slate-600">
        Age
        <select className={selectClass} value={filters.age ?? ""} onChange={(e) => apply({ age: (e.target.value || undefined) as InboxFilters["age"] })}>
          <option value="">Any age</option>
          <option value="1d">Last day</option>
          <option value="7d">Last 7 days</option>
          <option value="30d">Last 30 days</option>
          <option value="older">Waiting over 30 days</option>
        </select>
      </label>
    </div>
  );
});
