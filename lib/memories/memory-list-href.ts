import { DEFAULT_MEMORY_SORT, type MemoryListQuery } from "@/lib/schemas/memory";

// The memories list's URL for a view (filters and sort), defaults left out.
export function memoryListHref(query: MemoryListQuery, patch: Partial<MemoryListQuery> = {}): string {
  const next = { ...query, ...patch };
  const params = new URLSearchParams();
  if (next.status !== "active") params.set("status", next.status);
  if (next.owner) params.set("owner", next.owner);
  if (next.q) params.set("q", next.q);
  if (next.sort !== DEFAULT_MEMORY_SORT.sort || next.dir !== DEFAULT_MEMORY_SORT.dir) {
    params.set("sort", next.sort);
    params.set("dir", next.dir);
  }
  const search = params.toString();
  return search ? `/memories?${search}` : "/memories";
}
