"use client";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import type { SessionFilterOptions } from "@/lib/dal/sessions/list-session-filter-options";
import { questionTypeOptions } from "@/lib/questions/question-type-label";
import { sessionListHref, type SessionListQuery, type SessionSort } from "@/lib/sessions/session-list-query";

// The orders a table header can choose, named in the Order select when one is in use.
const COLUMN_ORDER: Record<Exclude<SessionSort, "date" | "coverage">, string> = {
  session: "Session id",
  turns: "Turns",
  factSheets: "Fact sheets",
  haystacks: "Haystacks",
  lost: "Lost details",
};

const field = "mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900";
const labelClass = "flex flex-col text-xs text-slate-600";

// Filters live in the URL (a plain GET form without JavaScript); with it, each change applies at
// once and the text search on Enter.
export function SessionFilterBar({ query, options }: { query: SessionListQuery; options: SessionFilterOptions }) {
  const router = useRouter();
  const apply = (patch: Partial<SessionListQuery>) => router.push(sessionListHref(query, patch));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ q: String(new FormData(event.currentTarget).get("q") ?? "").trim() || undefined });
  };
  return (
    <form action="/sessions" onSubmit={onSubmit} aria-label="Filter sessions" className="mb-4 flex flex-wrap items-end gap-3">
      <label className={labelClass}>
        Search turns
        <input name="q" type="search" defaultValue={query.q ?? ""} maxLength={200} placeholder="words in the session" className={`${field} w-56`} />
      </label>
      <label className={labelClass}>
        Benchmark
        <select name="benchmark" value={query.benchmark ?? ""} onChange={(e) => apply({ benchmark: e.target.value || undefined })} className={field}>
          <option value="">All benchmarks</option>
          {options.benchmarks.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Holds evidence for
        <select name="type" value={query.type ?? ""} onChange={(e) => apply({ type: e.target.value || undefined })} className={`${field} max-w-[18rem]`}>
          <option value="">Any question type</option>
          {questionTypeOptions(options.questionTypes).map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 pb-1.5 text-sm text-slate-700">
        <input
          name="evidence"
          value="only"
          type="checkbox"
          checked={query.evidence === "only"}
          onChange={(e) => apply({ evidence: e.target.checked ? "only" : undefined })}
          className="h-4 w-4"
        />
        Holds evidence
      </label>
      <label className={labelClass}>
        Extractor
        <select name="extractor" value={query.extractor ?? ""} onChange={(e) => apply({ extractor: e.target.value || undefined })} className={field}>
          <option value="">Any (no analysis shown)</option>
          {options.extractors.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}@{x.version}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Order
        <select
          name="sort"
          value={query.sort}
          disabled={!query.extractor && query.sort === "date"}
          onChange={(e) => apply({ sort: e.target.value as SessionListQuery["sort"], dir: undefined })}
          className={field}
        >
          <option value="date">Newest first</option>
          {query.extractor ? <option value="coverage">Coverage, worst first</option> : null}
          {query.sort !== "date" && query.sort !== "coverage" ? <option value={query.sort}>{COLUMN_ORDER[query.sort]} (from the table)</option> : null}
        </select>
      </label>
      {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
        Search
      </button>
    </form>
  );
}
