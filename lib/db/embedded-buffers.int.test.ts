import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, ftruncateSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { bufferMbFor, relationBytes } from "@/lib/db/embedded-buffers";
import { startEmbeddedServer } from "@/lib/db/embedded-server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-buffers-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function sharedBuffers(): Promise<string> {
  const server = await startEmbeddedServer({ dataDir });
  try {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ shared_buffers: string }>("SHOW shared_buffers");
    await client.end();
    return rows[0]!.shared_buffers;
  } finally {
    await server.stop();
  }
}

describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "external")("the embedded database's buffer cache", () => {
  it("is sized to the data on disk at each start, and LORE_EMBEDDED_BUFFER_MB sets it outright", async () => {
    expect(await sharedBuffers()).toBe("128MB");
    // 300 MB more under base/ (a sparse file PostgreSQL does not know, so it never reads it).
    const database = readdirSync(path.join(dataDir, "pgdata", "base")).find((name) => /^\d+$/.test(name))!;
    const file = openSync(path.join(dataDir, "pgdata", "base", database, "999999"), "w");
    ftruncateSync(file, 300 * 2 ** 20);
    closeSync(file);
    const expected = bufferMbFor(relationBytes(path.join(dataDir, "pgdata")), os.totalmem());
    if (os.totalmem() >= 4 * 2 ** 30) expect(expected).toBeGreaterThanOrEqual(384);
    expect(await sharedBuffers()).toBe(`${expected}MB`);
    process.env.LORE_EMBEDDED_BUFFER_MB = "64";
    try {
      expect(await sharedBuffers()).toBe("64MB");
    } finally {
      delete process.env.LORE_EMBEDDED_BUFFER_MB;
    }
  }, 120_000);
});
