// A fresh database for one load run, seeded before the app starts: a temporary data dir for the
// embedded database (opened here, closed again so the app's launcher can own it), or a new
// database on the PostgreSQL server, dropped by cleanup().
import path from "node:path";
import pg from "pg";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { disconnectDb } from "@/lib/db/prisma";
import { readRuntimeInfo } from "@/lib/db/runtime-file";
import { seedLoadWorkspace, type LoadWorkspace } from "./seed-load-workspace";

export type SeedOptions = Omit<Parameters<typeof seedLoadWorkspace>[0], "databaseUrl">;

export type PreparedDatabase = {
  appEnv: Record<string, string>;
  workspace: LoadWorkspace;
  // Where the bench reads the results from once the app runs.
  verifyUrl: () => string;
  cleanup: () => Promise<void>;
};

export async function prepareEmbedded(tmp: string, seed: SeedOptions): Promise<PreparedDatabase> {
  const dataDir = path.join(tmp, "data");
  const server = await startEmbeddedServer({ dataDir });
  try {
    await applyMigrations(server.databaseUrl);
    process.env.DATABASE_URL = server.databaseUrl;
    process.env.LORE_DATABASE_MODE = "embedded";
    const workspace = await seedLoadWorkspace({ databaseUrl: server.databaseUrl, ...seed });
    return {
      appEnv: { LORE_DATA_DIR: dataDir, DATABASE_URL: "" },
      workspace,
      // The app's launcher owns the data dir now and serves it on a port it writes down.
      verifyUrl: () => readRuntimeInfo(dataDir)?.databaseUrl ?? "",
      cleanup: async () => {},
    };
  } finally {
    await disconnectDb();
    await server.stop();
  }
}

// A string when the server cannot be reached: the run is skipped with that reason.
export async function preparePostgres(adminUrl: string, seed: SeedOptions): Promise<PreparedDatabase | string> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL at ${adminUrl.replace(/:[^:@/]*@/, ":***@")} is not reachable (${(error as Error).message})`;
  }
  const name = `lore_load_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  try {
    await applyMigrations(databaseUrl);
    process.env.DATABASE_URL = databaseUrl;
    process.env.LORE_DATABASE_MODE = "external";
    const workspace = await seedLoadWorkspace({ databaseUrl, ...seed });
    await disconnectDb();
    return { appEnv: { DATABASE_URL: databaseUrl }, workspace, verifyUrl: () => databaseUrl, cleanup: drop };
  } catch (error) {
    await disconnectDb();
    await drop();
    throw error;
  }
}
