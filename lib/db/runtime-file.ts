import { chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// Written by the process that owns the embedded database, so the CLI can reach the same data
// over the wire protocol instead of opening the data dir a second time.
export type RuntimeInfo = { pid: number; databaseUrl: string; appUrl?: string };

function runtimePath(dataDir: string): string {
  return path.join(dataDir, "server.json");
}

// It holds the database's password: readable by this user only (the mode option applies only
// when the file is created, so an older file is tightened too).
export function writeRuntimeInfo(dataDir: string, info: RuntimeInfo): void {
  writeFileSync(runtimePath(dataDir), JSON.stringify(info, null, 2), { mode: 0o600 });
  chmodSync(runtimePath(dataDir), 0o600);
}

export function clearRuntimeInfo(dataDir: string): void {
  rmSync(runtimePath(dataDir), { force: true });
}

export function readRuntimeInfo(dataDir: string): RuntimeInfo | null {
  try {
    const info = JSON.parse(readFileSync(runtimePath(dataDir), "utf8")) as RuntimeInfo;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}
