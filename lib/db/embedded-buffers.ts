import { readdirSync, statSync } from "node:fs";
import path from "node:path";

// The embedded database's buffer cache (PostgreSQL's shared_buffers), sized at start to the data
// it holds: 128 MB (PostgreSQL's default) up to 1 GB, in 64 MB steps, and never more than an
// eighth of the machine's memory. PGlite reserves the whole cache when it starts (its resident
// memory grows by that much, in every process that hosts the database), and every page it reads
// past the cache is a synchronous file read through the WASM file layer: with 100,000
// observations (770 MB of tables and indexes) and the default 128 MB, searches spent about a
// quarter of their time in those reads (scripts/bench/search-latency.ts, profiled with
// --cpu-prof). PGlite's WASM memory stops at 2 GiB, so 1 GB leaves the other half for queries,
// index builds and caches. A small database keeps the default; LORE_EMBEDDED_BUFFER_MB sets the
// size outright.
export const MIN_BUFFER_MB = 128;
export const MAX_BUFFER_MB = 1024;
const STEP_MB = 64;

export function bufferMbFor(dataBytes: number, machineBytes: number): number {
  const steps = (bytes: number) => Math.floor(bytes / 2 ** 20 / STEP_MB) * STEP_MB;
  const mb = Math.ceil(dataBytes / 2 ** 20 / STEP_MB) * STEP_MB;
  return Math.max(MIN_BUFFER_MB, Math.min(MAX_BUFFER_MB, steps(machineBytes / 8), mb));
}

// The bytes of the tables and indexes under a PostgreSQL data directory (base/<database>/<files>);
// 0 before the first start. Write-ahead log and other bookkeeping are not counted: they are never
// read through the buffer cache.
export function relationBytes(pgDir: string): number {
  const base = path.join(pgDir, "base");
  let total = 0;
  let databases: string[];
  try {
    databases = readdirSync(base);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  // One directory a database, named by its oid (pgsql_tmp holds temporary files, which PostgreSQL
  // removes at start).
  for (const database of databases) {
    const dir = path.join(base, database);
    if (!/^\d+$/.test(database) || !statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir, { withFileTypes: true })) if (file.isFile()) total += statSync(path.join(dir, file.name)).size;
  }
  return total;
}
