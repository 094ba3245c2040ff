import type { RunListQuery } from "@/lib/schemas/run";

// A plain GET form: filters live in the URL, so a filtered list can be linked and reloaded. The
// current sort rides along in hidden fields.
export function RunFilters({ query, benchmarks, tags }: { query: RunListQuery; benchmarks: { id: string; name: string }[]; tags: string[] }) {
  const field = "mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1 text-sm";
  return (
    <form action="/runs" aria-label="Filter runs" className="mb-4 flex flex-wrap items-end gap-3">
      <label className="text-sm">
        Benchmark
        <select name="benchmark" defaultValue={query.benchmark ?? ""} className={field}>
          <option value="">All benchmarks</option>
          {benchmarks.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Kind
        <select name="kind" defaultValue={query.kind ?? ""} className={field}>
          <option value="">Any kind</option>
          <option value="imported">imported</option>
          <option value="retrieval">retrieval</option>
          <option value="qa">qa</option>
        </select>
      </label>
      <label className="text-sm">
        Tag
        <select name="tag" defaultValue={query.tag ?? ""} className={field}>
          <option value="">Any tag</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Show
        <select name="archived" defaultValue={query.archived} className={field}>
          <option value="active">Active runs</option>
          <option value="archived">Archived runs</option>
          <option value="all">All runs</option>
        </select>
      </label>
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
        Filter
      </button>
    </form>
  );
}
