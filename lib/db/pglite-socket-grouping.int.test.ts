import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { createHash } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupExtendedProtocolMessages } from "@/lib/db/pglite-socket-grouping";

// Its own in-memory PGlite behind the socket server, patched as Lore's embedded server is.
let db: PGlite;
let server: PGLiteSocketServer;
let url: string;

beforeAll(async () => {
  groupExtendedProtocolMessages();
  db = await PGlite.create();
  server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 10 });
  await server.start();
  url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
}, 60_000);
afterAll(async () => {
  await server.stop();
  await db.close();
});

describe("the embedded socket server with grouped extended-protocol messages", () => {
  it("keeps three busy connections' queries apart, large writes included", async () => {
    const clients = await Promise.all(
      [0, 1, 2].map(async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        return client;
      }),
    );
    await clients[0]!.query("CREATE TABLE big (id int, body text)");
    const failures: string[] = [];
    // Unpatched, about one query in a thousand here failed with "bind message supplies 2
    // parameters, but prepared statement "" requires 1": a 300 kB message arrives in several
    // TCP chunks, and another connection's Parse slipped in between.
    await Promise.all(
      clients.map(async (client, lane) => {
        for (let i = 0; i < 300; i++) {
          try {
            if (lane === 0) await client.query("INSERT INTO big VALUES ($1, $2)", [i, "x".repeat(300_000)]);
            else {
              const { rows } = await client.query(
                lane === 1 ? "SELECT $1::int + 1 AS v, $2::text AS w, $3::text AS z" : "SELECT ($1::int + 1)::text AS v",
                lane === 1 ? [i, "a", "b"] : [i],
              );
              if (Number(rows[0].v) !== i + 1) failures.push(`lane ${lane}: wrong row for ${i}`);
            }
          } catch (error) {
            failures.push(`lane ${lane}: ${(error as Error).message}`);
          }
        }
      }),
    );
    expect(failures).toEqual([]);
    expect((await clients[1]!.query("SELECT count(*)::int AS n FROM big")).rows[0].n).toBe(300);
    for (const client of clients) await client.end();
  }, 120_000);

  it("passes a message of megabytes, arriving in many chunks, through intact", async () => {
    // Distinct bytes everywhere, so a chunk dropped, doubled or reordered changes the digest.
    const body = Array.from({ length: 800_000 }, (_, i) => `${i.toString(36)};`).join("");
    expect(body.length).toBeGreaterThan(3_000_000);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT md5($1::text) AS digest, length($1::text) AS n, $2::int AS after", [body, 7]);
      expect(rows[0]).toEqual({ digest: createHash("md5").update(body).digest("hex"), n: body.length, after: 7 });
      expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it("still runs transactions, simple queries and multi-statement strings", async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("CREATE TABLE tx (n int); BEGIN; INSERT INTO tx VALUES (1); COMMIT;");
    await client.query("BEGIN");
    await client.query("INSERT INTO tx VALUES ($1)", [2]);
    await client.query("ROLLBACK");
    expect((await client.query("SELECT array_agg(n) AS ns FROM tx")).rows[0].ns).toEqual([1]);
    await client.end();
  });
});
