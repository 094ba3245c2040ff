import "server-only";
import { createdBefore, NEWEST_FIRST } from "@/lib/dal/created-before";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TimeCursor } from "@/lib/utils/page-cursor";

export const runSummarySelect = {
  id: true,
  name: true,
  kind: true,
  status: true,
  reader: true,
  judge: true,
  tags: true,
  notes: true,
  archivedAt: true,
  createdAt: true,
  completedAt: true,
  benchmark: { select: { id: true, name: true } },
} satisfies Prisma.RunSelect;

// Up to `take` runs of the workspace (archived ones too) after the cursor, newest first.
export async function listRunPage(input: { workspaceId: string; cursor?: TimeCursor; take: number }) {
  return getDb().run.findMany({
    where: { workspaceId: input.workspaceId, ...createdBefore(input.cursor) },
    orderBy: NEWEST_FIRST,
    take: input.take,
    select: runSummarySelect,
  });
}
