import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { checkDataDir } from "@/lib/db/data-dir-check";
import { bufferMbFor, relationBytes } from "@/lib/db/embedded-buffers";
import { acquireDataDirLock } from "@/lib/db/data-dir-lock";
import { requirePassword } from "@/lib/db/embedded-auth";
import { resolveDatabaseSecret } from "@/lib/db/embedded-secret";
import { groupExtendedProtocolMessages } from "@/lib/db/pglite-socket-grouping";
import { keepPrivate } from "@/lib/db/private-files";
import { clearRuntimeInfo, writeRuntimeInfo } from "@/lib/db/runtime-file";
import { env } from "@/lib/env";

export type EmbeddedServer = {
  databaseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
};

export { resolveDataDir } from "@/lib/db/data-dir";

// One process owns the PGlite instance; every client (the app, the CLI, tests) connects to it
// over the Postgres wire protocol, exactly as to any server. Only Lore's own processes can: the
// data dir is private to this user and every connection must prove it holds the data dir's
// secret (SCRAM-SHA-256), which only server.json, readable by this user alone, gives out.
export async function startEmbeddedServer(options: { dataDir: string; port?: number; maxConnections?: number }): Promise<EmbeddedServer> {
  const { dataDir } = options;
  groupExtendedProtocolMessages();
  checkDataDir(dataDir);
  keepPrivate(dataDir);
  const release = acquireDataDirLock(dataDir);
  try {
    const pgDir = path.join(dataDir, "pgdata");
    mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    const secret = resolveDatabaseSecret(dataDir);
    const bufferMb = env().LORE_EMBEDDED_BUFFER_MB ?? bufferMbFor(relationBytes(pgDir), os.totalmem());
    const db = await PGlite.create({
      dataDir: pgDir,
      extensions: { vector },
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${bufferMb}MB`],
    });
    const server = new PGLiteSocketServer({
      db,
      host: "127.0.0.1",
      port: options.port ?? 0,
      maxConnections: options.maxConnections ?? 64,
    });
    requirePassword((server as unknown as { queryQueue: object }).queryQueue, secret);
    await server.start();
    const [host, port] = server.getServerConn().split(":");
    const databaseUrl = `postgresql://postgres:${encodeURIComponent(secret)}@${host}:${port}/postgres?sslmode=disable`;
    writeRuntimeInfo(dataDir, { pid: process.pid, databaseUrl });
    let stopped = false;
    return {
      databaseUrl,
      dataDir,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        clearRuntimeInfo(dataDir);
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
