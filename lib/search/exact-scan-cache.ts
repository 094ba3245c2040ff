import type { SearchKind } from "@/lib/search/search-hit-source";

// Which of a workspace's tables are small enough for the vector ranking to scan exactly
// (lib/dal/search/rank-by-vector.ts).
export type ExactScans = Record<SearchKind, boolean>;

export const SIZE_TTL_MS = 60_000;
export const MAX_SIZE_AGE_MS = 10 * SIZE_TTL_MS;

type Entry = { at: number; exact: Promise<ExactScans>; refreshing: boolean };

// Remembers `count`'s answer per workspace. Callers at the same time share one count. After
// SIZE_TTL_MS the remembered answer is still given, with `recount`, which the caller runs once its
// own statement is done, so the search that finds the answer stale does not wait for the count;
// one recount runs at a time, and a failed one keeps the old answer (and is reported). An answer
// older than MAX_SIZE_AGE_MS is counted again before use: the workspace may have grown a lot.
export function createExactScanCache(
  count: (workspaceId: string) => Promise<ExactScans>,
  options: { now?: () => number; onRecountError?: (workspaceId: string, error: unknown) => void } = {},
) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return (workspaceId: string): { exact: Promise<ExactScans>; recount: (() => Promise<void>) | null } => {
    const known = entries.get(workspaceId);
    const age = known ? now() - known.at : Infinity;
    if (known && (known.refreshing || age < SIZE_TTL_MS)) return { exact: known.exact, recount: null };
    if (!known || age >= MAX_SIZE_AGE_MS) {
      const entry: Entry = { at: now(), exact: count(workspaceId), refreshing: false };
      entries.set(workspaceId, entry);
      entry.exact.catch(() => {
        if (entries.get(workspaceId) === entry) entries.delete(workspaceId);
      });
      return { exact: entry.exact, recount: null };
    }
    known.refreshing = true;
    const recount = () =>
      count(workspaceId).then(
        (value) => {
          entries.set(workspaceId, { at: now(), exact: Promise.resolve(value), refreshing: false });
        },
        (error: unknown) => {
          options.onRecountError?.(workspaceId, error);
          known.refreshing = false;
        },
      );
    return { exact: known.exact, recount };
  };
}
