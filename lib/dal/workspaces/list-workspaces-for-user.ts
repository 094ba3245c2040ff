import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function listWorkspacesForUser(userId: string) {
  const memberships = await getDb().membership.findMany({
    where: { userId },
    select: { role: true, workspace: { select: { id: true, name: true, slug: true } } },
    orderBy: { workspace: { name: "asc" } },
  });
  return memberships.map((m) => ({ ...m.workspace, role: m.role }));
}

export type WorkspaceSummary = Awaited<ReturnType<typeof listWorkspacesForUser>>[number];
