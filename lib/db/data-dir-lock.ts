import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data dir ${dataDir} is already in use by another Lore process (pid ${pid}). ` + `Stop it first, or set LORE_DATA_DIR to another directory.`);
  }
}

// Whether a process with this pid runs (one we may not signal still runs).
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// Two processes opening one PGlite data dir would corrupt it; an O_EXCL lock file with our pid
// makes the second one stop. A lock left by a killed process (dead pid) is taken over.
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "lore.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid)) {
        throw new DataDirInUseError(dataDir, pid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data dir ${dataDir}.`);
}
