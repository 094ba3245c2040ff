"use client";
import { useRouter } from "next/navigation";
import type { QuestionFilterOptions } from "@/lib/dal/questions/list-question-filter-options";
import { questionListHref, type QuestionListQuery } from "@/lib/questions/question-list-query";
import { questionTypeOptions } from "@/lib/questions/question-type-label";

const field = "mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900";
const labelClass = "flex flex-col text-xs text-slate-600";

// Filters live in the URL; each change applies at once (a plain GET form without JavaScript).
export function QuestionFilterBar({ query, options }: { query: QuestionListQuery; options: QuestionFilterOptions }) {
  const router = useRouter();
  const apply = (patch: Partial<QuestionListQuery>) => router.push(questionListHref(query, patch));
  return (
    <form action="/questions" aria-label="Filter questions" className="mb-4 flex flex-wrap items-end gap-3">
      <label className={labelClass}>
        Benchmark
        <select name="benchmark" value={query.benchmark ?? ""} onChange={(e) => apply({ benchmark: e.target.value || undefined })} className={field}>
          <option value="">All benchmarks</option>
          {options.benchmarks.map((b) => (
            <option key={b.id} value={b.id}>
              {b.importState === "incomplete" ? `${b.name} (incomplete import)` : b.name}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Type
        <select name="type" value={query.type ?? ""} onChange={(e) => apply({ type: e.target.value || undefined })} className={field}>
          <option value="">All types</option>
          {questionTypeOptions(options.questionTypes).map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Abstention
        <select
          name="abstention"
          value={query.abstention ?? ""}
          onChange={(e) => apply({ abstention: (e.target.value || undefined) as QuestionListQuery["abstention"] })}
          className={field}
        >
          <option value="">Any</option>
          <option value="only">Abstention only</option>
          <option value="exclude">Without abstention</option>
        </select>
      </label>
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <noscript>
        <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm">
          Filter
        </button>
      </noscript>
    </form>
  );
}
