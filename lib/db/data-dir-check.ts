import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import path from "node:path";
import { resolveDataDir } from "@/lib/db/data-dir";
import { env } from "@/lib/env";

// What the embedded database needs before it starts: a data dir it can create and write, on a
// disk with room. Checked up front so the user gets one line naming the directory and the
// problem, not a PostgreSQL abort half-way through a write.
export class DataDirError extends Error {
  constructor(
    readonly dataDir: string,
    readonly problem: "not-writable" | "read-only" | "disk-full",
    message: string,
  ) {
    super(message);
  }
}

// A fresh data dir takes about 40 MB (initdb); below this much free space nothing useful fits.
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

function explain(dataDir: string, error: NodeJS.ErrnoException): DataDirError | null {
  if (error.code === "EROFS")
    return new DataDirError(
      dataDir,
      "read-only",
      `The data dir ${dataDir} is not writable: it is on a read-only file system. Set LORE_DATA_DIR to a writable directory.`,
    );
  if (error.code === "EACCES" || error.code === "EPERM")
    return new DataDirError(
      dataDir,
      "not-writable",
      `The data dir ${dataDir} is not writable (permission denied). Set LORE_DATA_DIR to a directory this user can write, or fix its permissions.`,
    );
  if (error.code === "ENOSPC" || error.code === "EDQUOT") return diskFull(dataDir, null);
  return null;
}

export function diskFull(dataDir: string, free: number | null, needed = MIN_FREE_BYTES): DataDirError {
  const room = free === null ? "" : ` (${mb(free)} free)`;
  return new DataDirError(
    dataDir,
    "disk-full",
    `The disk holding the data dir ${dataDir} is full${room}: free some space (Lore needs at least ${mb(needed)} here) or set LORE_DATA_DIR to another disk.`,
  );
}

export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

// The nearest directory that exists at or above `dir`, so a missing data dir on a read-only
// disk is reported as read-only rather than as "no such file".
function existingAncestor(dir: string): string {
  let current = dir;
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

// An existing database needs less than initdb, but not nothing: after a crash PGlite failed to
// open with 16 MB free (recovery writes WAL) and opened with 18 MB.
const MIN_FREE_EXISTING_BYTES = 24 * 1024 * 1024;

// Room a batch of writes needs on the embedded database's disk: a new 16 MB WAL segment plus an
// import batch (at most 4,000 turns, ~20 MB with its indexes), with headroom. PGlite does not
// fail cleanly when the disk fills mid-write: a measured import spun at full CPU forever after
// ENOSPC. So bulk writers check before each batch and stop cleanly instead.
export const MIN_FREE_FOR_BATCH_BYTES = 64 * 1024 * 1024;

export function assertRoomForBatch(): void {
  if (env().LORE_DATABASE_MODE !== "embedded") return;
  const dataDir = resolveDataDir();
  let free: number;
  try {
    free = freeBytes(dataDir);
  } catch {
    return;
  }
  if (free < MIN_FREE_FOR_BATCH_BYTES) {
    throw new DataDirError(
      dataDir,
      "disk-full",
      `The disk holding the data dir ${dataDir} is nearly full (${mb(free)} free, ${mb(MIN_FREE_FOR_BATCH_BYTES)} needed for the next batch): stopped before writing it; everything committed so far is kept. Free some space and run the command again to finish.`,
    );
  }
}

export function checkDataDir(dataDir: string): void {
  const minFreeBytes = existsSync(path.join(dataDir, "pgdata", "PG_VERSION")) ? MIN_FREE_EXISTING_BYTES : MIN_FREE_BYTES;
  try {
    mkdirSync(dataDir, { recursive: true });
    // Root passes permission checks, so write a probe rather than trust access(2) alone.
    const probe = path.join(dataDir, `.write-probe-${process.pid}`);
    const fd = openSync(probe, "w");
    try {
      writeSync(fd, "ok");
    } finally {
      closeSync(fd);
      rmSync(probe, { force: true });
    }
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === "ENOENT") {
      try {
        accessSync(existingAncestor(dataDir), constants.W_OK);
      } catch (inner) {
        throw explain(dataDir, inner as NodeJS.ErrnoException) ?? error;
      }
    }
    throw explain(dataDir, e) ?? error;
  }
  const free = freeBytes(dataDir);
  if (free < minFreeBytes) throw diskFull(dataDir, free, minFreeBytes);
}
