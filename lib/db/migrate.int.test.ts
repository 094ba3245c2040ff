import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applyMigrations, getMigrationStatus, readMigrationFiles } from "@/lib/db/migrate";
import { getDb } from "@/lib/db/prisma";

describe("migrations", () => {
  it("records every migration in Prisma's _prisma_migrations table with the file's checksum", async () => {
    const files = await readMigrationFiles();
    const rows = await getDb().$queryRaw<{ migration_name: string; checksum: string; applied_steps_count: number; logs: string | null }[]>`
      SELECT migration_name, checksum, applied_steps_count, logs FROM "_prisma_migrations" ORDER BY migration_name`;
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    for (const row of rows) {
      const bytes = readFileSync(path.join("prisma", "migrations", row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(row.applied_steps_count).toBe(1);
      expect(row.logs).toBeNull();
    }
  });

  it("applies nothing a second time", async () => {
    const url = process.env.DATABASE_URL!;
    const result = await applyMigrations(url);
    expect(result.newlyApplied).toEqual([]);
    expect((await getMigrationStatus(url)).pending).toEqual([]);
  });

  it("creates vector columns exactly where the extension exists", async () => {
    const db = getDb();
    const [ext] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'vector'`;
    const [col] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'Observation' AND column_name = 'embedding'`;
    expect(col?.n).toBe(ext?.n);
    if (process.env.LORE_TEST_TARGET_RESOLVED === "embedded") expect(ext?.n).toBe(1);
  });
});
