import type { TimeCursor } from "@/lib/utils/page-cursor";

// The rows after a cursor in (createdAt desc, id desc) order: older, or as old with a smaller id.
export function createdBefore(cursor: TimeCursor | undefined) {
  if (!cursor) return {};
  return { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] };
}

export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];
