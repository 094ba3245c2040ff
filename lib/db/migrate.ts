import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { env } from "@/lib/env";

// Applies prisma/migrations/*/migration.sql and records them in Prisma's own
// _prisma_migrations table, so `prisma migrate deploy` on another machine sees the same history.

export type MigrationFile = { name: string; sql: string; checksum: string };
export type MigrationStatus = {
  applied: string[];
  pending: string[];
  modified: string[];
  latest: string | null;
};

const MIGRATIONS_DIR = path.join(env().LORE_ROOT ?? process.cwd(), "prisma", "migrations");
const PRISMA_LOCK_ID = 72707369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function readMigrationFiles(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(path.join(dir, name, "migration.sql"));
      return { name, sql: bytes.toString("utf8"), checksum: createHash("sha256").update(bytes).digest("hex") };
    }),
  );
}

async function appliedRows(client: pg.Client): Promise<Map<string, string>> {
  const { rows } = await client.query<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations"
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  return new Map(rows.map((r) => [r.migration_name, r.checksum]));
}

function statusOf(files: MigrationFile[], applied: Map<string, string>): MigrationStatus {
  const done = files.filter((f) => applied.has(f.name));
  return {
    applied: done.map((f) => f.name),
    pending: files.filter((f) => !applied.has(f.name)).map((f) => f.name),
    modified: done.filter((f) => applied.get(f.name) !== f.checksum).map((f) => f.name),
    latest: done.at(-1)?.name ?? null,
  };
}

async function withClient<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function getMigrationStatus(connectionString: string): Promise<MigrationStatus> {
  const files = await readMigrationFiles();
  return withClient(connectionString, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS exists`);
    const applied = rows[0]?.exists ? await appliedRows(client) : new Map<string, string>();
    return statusOf(files, applied);
  });
}

// Each migration and its history row commit together, so a crash leaves it applied whole or
// not at all.
export async function applyMigrations(connectionString: string, log: (line: string) => void = () => {}): Promise<MigrationStatus & { newlyApplied: string[] }> {
  const files = await readMigrationFiles();
  return withClient(connectionString, async (client) => {
    await client.query(`SELECT pg_advisory_lock(${PRISMA_LOCK_ID})`);
    try {
      await client.query(CREATE_TABLE);
      const applied = await appliedRows(client);
      const newlyApplied: string[] = [];
      for (const file of files) {
        if (applied.has(file.name)) continue;
        log(`applying migration ${file.name}`);
        await client.query("BEGIN");
        try {
          await client.query(file.sql);
          await client.query(
            `INSERT INTO "_prisma_migrations"
               (id, checksum, finished_at, migration_name, logs, started_at, applied_steps_count)
             VALUES ($1, $2, now(), $3, NULL, now(), 1)`,
            [randomUUID(), file.checksum, file.name],
          );
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw new Error(`migration ${file.name} failed: ${(error as Error).message}`);
        }
        applied.set(file.name, file.checksum);
        newlyApplied.push(file.name);
      }
      return { ...statusOf(files, applied), newlyApplied };
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${PRISMA_LOCK_ID})`);
    }
  });
}
