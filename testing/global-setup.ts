import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedServer } from "../lib/db/embedded-server";
import { applyMigrations } from "../lib/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseTarget: "embedded" | "external";
  }
}

function assertLocal(url: string): void {
  const host = new URL(url).hostname;
  if (!["localhost", "127.0.0.1", "::1", "[::1]", ""].includes(host)) {
    throw new Error(`Refusing to run destructive tests against a non-local database (${host}).`);
  }
}

// LORE_TEST_VECTOR=off: the state of a server without pgvector, made from the migrated database
// instead of a second server. The migrations create their vector parts only where the extension
// exists: the extension with the embedding columns and HNSW indexes (dropped by CASCADE), and the
// trigger function that clears a stale embedding (20261201000000_embedding_writes), which would
// otherwise fail on every memory update once its column is gone. A later migration that adds a
// vector-only object must add it here too.
const VECTOR_ONLY_OBJECTS = ["DROP FUNCTION IF EXISTS lore_clear_stale_embedding() CASCADE", "DROP EXTENSION IF EXISTS vector CASCADE"];

async function dropVectorExtension(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of VECTOR_ONLY_OBJECTS) await client.query(statement);
  } finally {
    await client.end();
  }
}

// A fresh database per run: an embedded server on a temporary data dir, or a new database on
// the external server named by TEST_DATABASE_URL (dropped afterwards).
export default async function setup(project: TestProject) {
  if (process.env.LORE_TEST_TARGET === "external") {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error("LORE_TEST_TARGET=external needs TEST_DATABASE_URL.");
    assertLocal(admin);
    const name = `lore_test_${randomBytes(4).toString("hex")}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await applyMigrations(url.toString());
    if (process.env.LORE_TEST_VECTOR === "off") await dropVectorExtension(url.toString());
    project.provide("databaseUrl", url.toString());
    project.provide("databaseTarget", "external");
    return async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-test-"));
  const server = await startEmbeddedServer({ dataDir, maxConnections: 100 });
  await applyMigrations(server.databaseUrl);
  project.provide("databaseUrl", server.databaseUrl);
  project.provide("databaseTarget", "embedded");
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
