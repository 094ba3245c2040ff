import { DEFAULT_MEMORY_SORT, type MemorySort } from "@/lib/schemas/memory";
import type { TableSort } from "@/lib/utils/table-sort";

type Owner = { id: string; label: string };

// A plain GET form: filters live in the URL, so a filtered list can be linked and reloaded.
export function MemoryFilters({
  status,
  owner,
  q,
  owners,
  sort,
}: {
  status: "active" | "archived";
  owner?: string;
  q?: string;
  owners: Owner[];
  /** The list's sort, kept when the filters change. */
  sort?: TableSort<MemorySort>;
}) {
  const field = "mt-1 block rounded-md border border-slate-300 px-2 py-1 text-sm";
  return (
    <form action="/memories" aria-label="Filter memories" className="mb-4 flex flex-wrap items-end gap-3">
      <label className="text-sm">
        Status
        <select name="status" defaultValue={status} className={field}>
          <option value="active">Active</option>
          <option value="archived">Archived</option>
        </select>
      </label>
      <label className="text-sm">
        Owner
        <select name="owner" defaultValue={owner ?? ""} className={field}>
          <option value="">Anyone</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Text
        <input name="q" type="search" defaultValue={q ?? ""} maxLength={200} className={field} />
      </label>
      {sort && (sort.sort !== DEFAULT_MEMORY_SORT.sort || sort.dir !== DEFAULT_MEMORY_SORT.dir) ? (
        <>
          <input type="hidden" name="sort" value={sort.sort} />
          <input type="hidden" name="dir" value={sort.dir} />
        </>
      ) : null}
      <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
        Filter
      </button>
    </form>
  );
}
