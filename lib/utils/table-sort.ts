import { z } from "@/lib/zod";

export type SortDirection = "asc" | "desc";

export type TableSort<C extends string> = { sort: C; dir: SortDirection };

/** TanStack Table's sorting state, declared here so that lib stays free of UI packages. */
export type SortingState = { id: string; desc: boolean }[];

// URL fields for a table's sort: a column from the table's allow-list and a direction. Anything
// else in the address (an unknown column, "DROP TABLE", a repeated value) reads as the default, so
// a hand-edited or hostile URL still shows the table instead of an error.
export function sortFields<const C extends readonly [string, ...string[]]>(columns: C, fallback: TableSort<C[number]>) {
  return {
    sort: z.enum(columns).catch(fallback.sort).default(fallback.sort),
    dir: z.enum(["asc", "desc"]).catch(fallback.dir).default(fallback.dir),
  };
}

export const pageField = (max = 100_000) => z.coerce.number().int().min(1).max(max).catch(1).default(1);

export function toSortingState<C extends string>(sort: TableSort<C>): SortingState {
  return [{ id: sort.sort, desc: sort.dir === "desc" }];
}

// The sort a header click asks for, kept only when its column is one the table may sort by. An
// empty state (TanStack's third click on a header) goes back to the table's default.
export function fromSortingState<C extends string>(state: SortingState, columns: readonly C[], fallback: TableSort<C>): TableSort<C> {
  const first = state[0];
  if (!first || !(columns as readonly string[]).includes(first.id)) return fallback;
  return { sort: first.id as C, dir: first.desc ? "desc" : "asc" };
}

// A click on a column's header: the same column flips its direction; another column starts with
// its natural first direction (text ascending, numbers and dates descending).
export function nextSort<C extends string>(current: TableSort<C>, column: C, firstDir: SortDirection): TableSort<C> {
  if (current.sort === column) return { sort: column, dir: current.dir === "asc" ? "desc" : "asc" };
  return { sort: column, dir: firstDir };
}

export function ariaSort<C extends string>(current: TableSort<C>, column: C): "ascending" | "descending" | "none" {
  if (current.sort !== column) return "none";
  return current.dir === "asc" ? "ascending" : "descending";
}
