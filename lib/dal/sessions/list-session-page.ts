import "server-only";
import { createdBefore, NEWEST_FIRST } from "@/lib/dal/created-before";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TimeCursor } from "@/lib/utils/page-cursor";

export const sessionSummarySelect = {
  id: true,
  workspaceId: true,
  externalId: true,
  date: true,
  dateText: true,
  turnCount: true,
  createdAt: true,
} satisfies Prisma.SessionSelect;

// Up to `take` sessions of the workspace after the cursor, newest first.
export async function listSessionPage(input: { workspaceId: string; cursor?: TimeCursor; take: number }) {
  return getDb().session.findMany({
    where: { workspaceId: input.workspaceId, ...createdBefore(input.cursor) },
    orderBy: NEWEST_FIRST,
    take: input.take,
    select: sessionSummarySelect,
  });
}
