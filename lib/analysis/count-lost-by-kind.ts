import type { DetailKind } from "@/lib/detail-loss/types";

export type LostByKind = Partial<Record<DetailKind, number>>;

// How many lost details of each kind a sheet has, keys in a stable order (for storage and display).
export function countLostByKind(lost: { kind: DetailKind }[]): LostByKind {
  const counts = new Map<DetailKind, number>();
  for (const detail of lost) counts.set(detail.kind, (counts.get(detail.kind) ?? 0) + 1);
  return Object.fromEntries([...counts].sort(([x], [y]) => x.localeCompare(y)));
}
