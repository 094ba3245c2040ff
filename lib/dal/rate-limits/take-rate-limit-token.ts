import "server-only";
import { getDb, type Db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";

export type BucketState = { allowed: boolean; tokens: number };

// Takes one token from the bucket `key` (burst tokens, refilled at perMinute) in ONE statement:
// a new key starts full; an existing row is refilled for the time since its last use, capped at
// the burst, and loses a token when at least one is there. PostgreSQL row-locks the conflicting
// row for the update, so concurrent takes on any number of servers queue on it and together
// never take more than the bucket holds. `now()` is the statement's start; GREATEST keeps a row's
// clock from going back when a statement that started earlier gets the lock later.
export async function takeRateLimitToken(input: { key: string; perMinute: number; burst: number; db?: Db }): Promise<BucketState> {
  const db = input.db ?? getDb();
  const perSecond = input.perMinute / 60;
  const at = Prisma.sql`GREATEST(b."updatedAt", now())`;
  const refilled = Prisma.sql`LEAST(${input.burst}::float8, b."tokens" + GREATEST(0, EXTRACT(EPOCH FROM (now() - b."updatedAt"))::float8) * ${perSecond}::float8)`;
  const next = Prisma.sql`(${refilled} - CASE WHEN ${refilled} >= 1 THEN 1 ELSE 0 END)`;
  const rows = await db.$queryRaw<BucketState[]>`
    INSERT INTO "RateLimitBucket" AS b ("key", "tokens", "allowed", "updatedAt", "fullAt")
    VALUES (${input.key}, ${input.burst - 1}::float8, true, now(), now() + make_interval(secs => ${1 / perSecond}::float8))
    ON CONFLICT ("key") DO UPDATE SET
      "tokens" = ${next},
      "allowed" = ${refilled} >= 1,
      "updatedAt" = ${at},
      "fullAt" = ${at} + make_interval(secs => (${input.burst}::float8 - ${next}) / ${perSecond}::float8)
    RETURNING "tokens", "allowed"`;
  const row = rows[0]!;
  return { allowed: row.allowed, tokens: Number(row.tokens) };
}
