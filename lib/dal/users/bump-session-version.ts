import "server-only";
import { getDb } from "@/lib/db/prisma";

// Ends every login session of the user that exists now: tokens carry the version of their
// sign-in, and an increment makes all of them stale at once (the increment is atomic, so two
// sign-outs at once both count).
export async function bumpSessionVersion(userId: string): Promise<number | null> {
  const rows = await getDb().$queryRaw<{ sessionVersion: number }[]>`
    UPDATE "User" SET "sessionVersion" = "sessionVersion" + 1 WHERE "id" = ${userId} RETURNING "sessionVersion"`;
  return rows[0]?.sessionVersion ?? null;
}
