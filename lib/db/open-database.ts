import pg from "pg";
import { DatabaseUrlError, parseDatabaseUrl, redactDatabaseUrl } from "@/lib/db/database-url";
import { resolveDataDir } from "@/lib/db/data-dir";
import { applyMigrations } from "@/lib/db/migrate";
import { readRuntimeInfo } from "@/lib/db/runtime-file";

export type OpenDatabase = {
  databaseUrl: string;
  mode: "embedded" | "external";
  // Set when this process owns the embedded server and must stop it.
  stop: () => Promise<void>;
  describe: string;
};

// Where Lore's data lives: DATABASE_URL if set; else the embedded server another Lore process
// already runs on this data dir; else an embedded server this process starts and owns.
export async function openDatabase(options: { allowShared: boolean; migrate: boolean; log: (line: string) => void }): Promise<OpenDatabase> {
  const external = process.env.DATABASE_URL;
  if (external) {
    parseDatabaseUrl(external);
    if (options.migrate) await applyMigrations(external, options.log);
    // A PGlite server reached by URL (another Lore's embedded database) needs the one-connection
    // pool too; see defaultPoolSize.
    if (!process.env.LORE_DB_POOL && (await isPglite(external))) process.env.LORE_DB_POOL = "1";
    process.env.LORE_DATABASE_MODE ??= "external";
    return { databaseUrl: external, mode: "external", stop: async () => {}, describe: redactDatabaseUrl(external) };
  }
  const dataDir = resolveDataDir();
  const running = options.allowShared ? readRuntimeInfo(dataDir) : null;
  if (running) {
    process.env.LORE_DATABASE_MODE = "embedded";
    return { databaseUrl: running.databaseUrl, mode: "embedded", stop: async () => {}, describe: `embedded (${dataDir}, served by pid ${running.pid})` };
  }
  // PGlite (~0.25 s to import) is loaded only by a process that serves the database itself.
  const { startEmbeddedServer } = await import("@/lib/db/embedded-server");
  const server = await startEmbeddedServer({ dataDir });
  process.env.LORE_DATABASE_MODE = "embedded";
  try {
    if (options.migrate) await applyMigrations(server.databaseUrl, options.log);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { databaseUrl: server.databaseUrl, mode: "embedded", stop: server.stop, describe: `embedded (${dataDir})` };
}

async function isPglite(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT version() AS v");
    return /PGlite/i.test(rows[0]?.v ?? "");
  } finally {
    await client.end();
  }
}

export { DatabaseUrlError };
