import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { requireDatabaseUrl } from "@/lib/db/database-url";
import { env } from "@/lib/env";

export type Db = PrismaClient;

const globalForPrisma = globalThis as unknown as { loreDb?: PrismaClient };

export function createPrismaClient(connectionString: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString, max: poolSize });
  // With one connection (the embedded default) requests queue for it, so waiting is normal.
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 30_000, timeout: 60_000 } });
}

// PGlite runs one statement at a time whatever the pool size, and its socket server mishandles
// interleaved extended-protocol messages from several connections while one of them is inside a
// transaction (electric-sql/pglite#1046). One connection per process avoids that at no cost in
// throughput; a real server gets a real pool.
export function defaultPoolSize(): number {
  return env().LORE_DB_POOL ?? (env().LORE_DATABASE_MODE === "embedded" ? 1 : 10);
}

// One client per process; Next's dev reloads would otherwise open a pool per reload.
export function getDb(): PrismaClient {
  if (!globalForPrisma.loreDb) {
    globalForPrisma.loreDb = createPrismaClient(requireDatabaseUrl(), defaultPoolSize());
  }
  return globalForPrisma.loreDb;
}

export async function disconnectDb(): Promise<void> {
  await globalForPrisma.loreDb?.$disconnect();
  globalForPrisma.loreDb = undefined;
}
