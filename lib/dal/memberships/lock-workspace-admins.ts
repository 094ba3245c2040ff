import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// Row-locks every admin membership of the workspace, in id order so that two callers never
// deadlock, and holds the locks until the caller's transaction ends. A concurrent demotion waits
// here and, once the first commits, sees one admin fewer.
export async function lockWorkspaceAdmins(tx: Prisma.TransactionClient, workspaceId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ userId: string }[]>`
    SELECT "userId" FROM "Membership"
    WHERE "workspaceId" = ${workspaceId} AND "role" = 'admin'
    ORDER BY "id"
    FOR NO KEY UPDATE`;
  return rows.map((r) => r.userId);
}
