import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "@/lib/db/embedded-server";

// The embedded database answers only clients that hold the data dir's secret, and its files
// are the owner's alone (issue 19, point 3).

let dataDir: string;
let server: EmbeddedServer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-access-"));
  server = await startEmbeddedServer({ dataDir });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function connectError(url: string): Promise<{ code?: string; message: string } | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return error as { code?: string; message: string };
  }
}

function withPassword(url: string, user: string, password: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  return u.toString();
}

// Every path under dir with group or other permission bits that matter.
function loosePaths(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stats = statSync(p);
    if (stats.isDirectory()) {
      if ((stats.mode & 0o077) !== 0) found.push(`${p} ${(stats.mode & 0o777).toString(8)}`);
      for (const entry of readdirSync(p)) walk(path.join(p, entry));
    } else if ((stats.mode & 0o022) !== 0) found.push(`${p} ${(stats.mode & 0o777).toString(8)}`);
  };
  walk(dir);
  return found;
}

describe.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "external")("the embedded database accepts only Lore", () => {
  it("connects with the secret from server.json, and runs queries", async () => {
    const runtime = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as { databaseUrl: string };
    expect(runtime.databaseUrl).toBe(server.databaseUrl);
    expect(new URL(server.databaseUrl).password).toBe(readFileSync(path.join(dataDir, "database-secret"), "utf8").trim());
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query("CREATE TABLE access_probe (n int); INSERT INTO access_probe VALUES (7)");
    expect((await client.query("SELECT n FROM access_probe")).rows).toEqual([{ n: 7 }]);
    await client.end();
  });

  it("refuses a wrong password, the old default password, an empty one and another user name, alike", async () => {
    for (const [user, password] of [
      ["postgres", "postgres"],
      ["postgres", "wrong-secret"],
      ["postgres", `${new URL(server.databaseUrl).password}x`],
      ["admin", new URL(server.databaseUrl).password],
    ] as const) {
      const error = await connectError(withPassword(server.databaseUrl, user, password));
      expect(error, `${user}:${password}`).not.toBeNull();
      expect(error!.code).toBe("28P01");
      expect(error!.message).toBe(`password authentication failed for user "${user}"`);
    }
    // No password at all: the client cannot even answer the challenge.
    expect(await connectError(withPassword(server.databaseUrl, "postgres", ""))).not.toBeNull();
    // The server is still there for the rightful client afterwards.
    expect(await connectError(server.databaseUrl)).toBeNull();
  });

  it("keeps the data dir 0700, server.json and the secret 0600, and no database file writable by others, also after writes", async () => {
    const mode = (p: string) => statSync(path.join(dataDir, p)).mode & 0o777;
    expect(mode(".")).toBe(0o700);
    expect(mode("server.json")).toBe(0o600);
    expect(mode("database-secret")).toBe(0o600);
    expect(mode("pgdata")).toBe(0o700);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query(
      "CREATE TABLE access_probe_2 (s text); CREATE INDEX ON access_probe_2 (s); INSERT INTO access_probe_2 SELECT g::text FROM generate_series(1, 5000) g",
    );
    await client.query("CHECKPOINT");
    await client.end();
    expect(loosePaths(dataDir)).toEqual([]);
  });

  it.skipIf(process.getuid?.() !== 0)("gives another local user nothing to read: not the secret, not server.json, not the database files", () => {
    const probe = `
      const fs = require("node:fs");
      const out = {};
      for (const f of process.argv.slice(1)) {
        try { fs.readFileSync(f); out[f] = "read"; } catch (e) { out[f] = e.code; }
      }
      process.stdout.write(JSON.stringify(out));
    `;
    const files = ["server.json", "database-secret", "pgdata/PG_VERSION"].map((f) => path.join(dataDir, f));
    const result = JSON.parse(execFileSync(process.execPath, ["-e", probe, ...files], { uid: 65534, gid: 65534, encoding: "utf8", cwd: "/" })) as Record<
      string,
      string
    >;
    expect(Object.values(result)).toEqual(["EACCES", "EACCES", "EACCES"]);
  });
});
