import "server-only";
import { createdBefore, NEWEST_FIRST } from "@/lib/dal/created-before";
import { getDb } from "@/lib/db/prisma";
import type { TimeCursor } from "@/lib/utils/page-cursor";

// Up to `take` memberships of the workspace after the cursor, newest first, with their users.
export async function listMemberPage(input: { workspaceId: string; cursor?: TimeCursor; take: number }) {
  return getDb().membership.findMany({
    where: { workspaceId: input.workspaceId, ...createdBefore(input.cursor) },
    orderBy: NEWEST_FIRST,
    take: input.take,
    select: { id: true, role: true, createdAt: true, user: { select: { id: true, email: true, name: true } } },
  });
}
