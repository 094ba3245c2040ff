import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Actor } from "@/lib/permissions/can";

export async function loadActor(userId: string): Promise<Actor | null> {
  const user = await getDb().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, memberships: { select: { workspaceId: true, role: true } } },
  });
  if (!user) return null;
  return { userId: user.id, email: user.email, name: user.name, memberships: user.memberships };
}
