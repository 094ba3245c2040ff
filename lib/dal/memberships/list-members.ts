import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function listMembers(workspaceId: string) {
  const rows = await getDb().membership.findMany({
    where: { workspaceId },
    select: { role: true, user: { select: { id: true, email: true, name: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((r) => ({ ...r.user, role: r.role }));
}
