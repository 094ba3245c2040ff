// A fresh embedded database in its own process, as `npm start` runs it for the CLI and workers:
// starts PGlite on a temporary data dir, migrates, prints {"databaseUrl": ...} as one line on
// stdout, and stops (removing the data dir) when its stdin closes, so it never outlives the
// benchmark that spawned it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-bench-server-"));
const server = await startEmbeddedServer({ dataDir });
await applyMigrations(server.databaseUrl, () => {});
process.stdout.write(`${JSON.stringify({ databaseUrl: server.databaseUrl })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.stdin.on("end", () => void stop());
process.stdin.on("close", () => void stop());
process.stdin.resume();
process.on("SIGTERM", () => void stop());
