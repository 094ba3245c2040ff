import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// Arbitrary; keeps these locks apart from other advisory locks (Prisma's migrate uses a one-key lock).
const RUN_NAME_LOCK_CLASS = 4_121_501;

// Serializes, until the caller's transaction ends, everything that replaces or starts the run
// of one name in one benchmark: two imports of the same run at once would otherwise both find no
// row and both insert (a unique violation), or both delete the old one (a missing row). A
// transaction-scoped advisory lock, because the row may not exist yet to be locked. (The
// embedded database ignores advisory locks, and needs none: it runs one statement at a time.)
export async function lockRunName(tx: Prisma.TransactionClient, input: { benchmarkId: string; name: string }): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RUN_NAME_LOCK_CLASS}::int, hashtext(${`${input.benchmarkId}:${input.name}`}))`;
}
