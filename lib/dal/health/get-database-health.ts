import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db/prisma";

export type DatabaseHealth = {
  postgres: string;
  vector: string | null;
  migrations: { applied: number; latest: string | null };
};

async function readHealth(): Promise<DatabaseHealth> {
  const db = getDb();
  const [version] = await db.$queryRaw<{ v: string }[]>`SELECT current_setting('server_version') AS v`;
  const [ext] = await db.$queryRaw<{ v: string }[]>`SELECT extversion AS v FROM pg_extension WHERE extname = 'vector'`;
  const migrations = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM "_prisma_migrations"
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`;
  return {
    postgres: version?.v ?? "unknown",
    vector: ext?.v ?? null,
    migrations: { applied: migrations.length, latest: migrations.at(-1)?.migration_name ?? null },
  };
}

export const getDatabaseHealth = cache(readHealth);
