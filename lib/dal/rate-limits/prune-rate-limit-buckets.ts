import "server-only";
import { getDb, type Db } from "@/lib/db/prisma";

// Deletes the buckets that have refilled completely: a missing row is a full bucket, so this
// changes no decision and keeps the table as small as the keys in use (sign-in addresses come
// and go).
export async function pruneRateLimitBuckets(db: Db = getDb()): Promise<number> {
  return db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "fullAt" < now()`;
}
