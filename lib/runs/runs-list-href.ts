import type { RunListQuery, RunSort } from "@/lib/schemas/run";

const DEFAULTS: Pick<RunListQuery, "archived" | "sort" | "dir"> = { archived: "active", sort: "created", dir: "desc" };

// The runs list's URL for a query, leaving defaults out so links stay short.
export function runsListHref(query: RunListQuery): string {
  const params = new URLSearchParams();
  if (query.benchmark) params.set("benchmark", query.benchmark);
  if (query.kind) params.set("kind", query.kind);
  if (query.tag) params.set("tag", query.tag);
  if (query.archived !== DEFAULTS.archived) params.set("archived", query.archived);
  if (query.sort !== DEFAULTS.sort || query.dir !== DEFAULTS.dir) {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  const text = params.toString();
  return text ? `/runs?${text}` : "/runs";
}

// A column header's link: sort by it, descending first for metrics and dates, ascending for
// names; a second click on the sorted column flips the direction.
export function sortHref(query: RunListQuery, sort: RunSort): string {
  const firstDir = sort === "name" || sort === "benchmark" ? "asc" : "desc";
  const dir = query.sort === sort ? (query.dir === "asc" ? "desc" : "asc") : firstDir;
  return runsListHref({ ...query, sort, dir });
}
