import "server-only";
import { getDb } from "@/lib/db/prisma";

// The user's current sessionVersion, or null when the user no longer exists.
export async function getSessionVersion(userId: string): Promise<number | null> {
  const user = await getDb().user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return user?.sessionVersion ?? null;
}
