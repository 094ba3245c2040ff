import "server-only";
import { getDb } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";

// The tables bulk writes fill, which pages then join over (a closed list: names go into SQL).
const TABLES = ["FactSheet", "Session", "Observation", "HaystackSession", "Question", "EvidenceTurn", "RunResult"] as const;
export type PlannedTable = (typeof TABLES)[number];

/**
 * ANALYZE after a bulk write, so the planner knows how many rows the tables hold. The embedded
 * database has no autovacuum: without this a table filled by an import keeps the estimates of an
 * empty one (one row), the planner joins 500 sheets to 500 sessions by nested loops over both,
 * and the extractor comparison's figures took 0.5-1 s instead of ~10 ms (a PostgreSQL server's
 * autovacuum would analyze them within a minute; doing it here too costs a sample of each table).
 */
export async function refreshPlannerStatistics(tables: readonly PlannedTable[]): Promise<void> {
  const names = [...new Set(tables)].filter((t) => (TABLES as readonly string[]).includes(t));
  if (names.length === 0) return;
  await getDb().$executeRaw`ANALYZE ${Prisma.raw(names.map((n) => `"${n}"`).join(", "))}`;
}
