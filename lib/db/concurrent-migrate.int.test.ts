import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, readMigrationFiles } from "@/lib/db/migrate";

// `lore db migrate` from several processes at once (app servers and workers starting together):
// Prisma's advisory lock serialises them, so each migration is applied and recorded exactly once.
// Only a real server has exclusive advisory locks (PGlite runs one statement at a time anyway).
const admin = process.env.TEST_DATABASE_URL;
const name = `lore_migrate_${randomBytes(4).toString("hex")}`;

describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded" || !admin)("migrations from several processes at once", () => {
  afterAll(async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it("apply each migration exactly once when four runners start together on an empty database", async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(admin!);
    url.pathname = `/${name}`;
    const results = await Promise.all(Array.from({ length: 4 }, () => applyMigrations(url.toString())));
    const files = await readMigrationFiles();
    // Together they applied every file once; the ones that waited found nothing left to do.
    expect(results.flatMap((r) => r.newlyApplied).sort()).toEqual(files.map((f) => f.name).sort());
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db.query<{ migration_name: string; n: number }>(
      `SELECT migration_name, count(*)::int AS n FROM "_prisma_migrations" GROUP BY migration_name`,
    );
    await db.end();
    expect(rows.map((r) => r.n)).toEqual(files.map(() => 1));
  });
});
