// A fresh embedded database in its own process, as `npm start` runs it for the CLI and workers:
// starts PGlite on a temporary data dir, migrates, prints {"databaseUrl": ...} as one line on
// stdout, and stops (removing the data dir) when its stdin closes, so it never outlives the
// benchmark that spawned it. With LORE_BENCH_STATEMENTS set to a file, it also records each
// statement's cost (statement-profile.ts) under the phase last named by a "phase NAME" line on
// stdin, and writes them to that file as it stops.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { recordStatementCosts } from "./statement-profile";

const statementsFile = process.env.LORE_BENCH_STATEMENTS;
const costs = statementsFile ? recordStatementCosts() : null;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-bench-server-"));
const server = await startEmbeddedServer({ dataDir });
await applyMigrations(server.databaseUrl, () => {});
process.stdout.write(`${JSON.stringify({ databaseUrl: server.databaseUrl })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  if (costs && statementsFile) writeFileSync(statementsFile, JSON.stringify(costs.report(), null, 1));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
const lines = createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const phase = /^phase (.+)$/.exec(line.trim());
  if (!phase) return;
  costs?.enter(phase[1]!);
  process.stdout.write(`${JSON.stringify({ phase: phase[1] })}\n`);
});
lines.on("close", () => void stop());
process.on("SIGTERM", () => void stop());
