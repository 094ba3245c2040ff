import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function findUserForSignIn(email: string) {
  return getDb().user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, name: true, passwordHash: true },
  });
}
