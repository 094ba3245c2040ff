import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { requireDatabaseUrl } from "@/lib/db/database-url";

export type Db = PrismaClient;

const globalForPrisma = globalThis as unknown as { loreDb?: PrismaClient };

export function createPrismaClient(connectionString: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString, max: poolSize });
  return new PrismaClient({ adapter });
}

// One client per process; Next's dev reloads would otherwise open a pool per reload.
export function getDb(): PrismaClient {
  if (!globalForPrisma.loreDb) {
    globalForPrisma.loreDb = createPrismaClient(requireDatabaseUrl(), Number(process.env.LORE_DB_POOL ?? 10));
  }
  return globalForPrisma.loreDb;
}

export async function disconnectDb(): Promise<void> {
  await globalForPrisma.loreDb?.$disconnect();
  globalForPrisma.loreDb = undefined;
}
