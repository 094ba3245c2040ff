import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function findUserIdByEmail(email: string): Promise<string | null> {
  const user = await getDb().user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } });
  return user?.id ?? null;
}
