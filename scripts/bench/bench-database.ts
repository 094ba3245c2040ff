// A fresh embedded database for one benchmark, in a temporary data dir, removed afterwards.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import os from "node:os";
import path from "node:path";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { disconnectDb } from "@/lib/db/prisma";

export type BenchDatabase = { /** The process running the database (this one when in-process). */ pid: number };

export async function withBenchDatabase<T>(fn: (database: BenchDatabase) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-bench-"));
  const server = await startEmbeddedServer({ dataDir });
  try {
    await applyMigrations(server.databaseUrl);
    process.env.DATABASE_URL = server.databaseUrl;
    process.env.LORE_DATABASE_MODE = "embedded";
    return await fn({ pid: process.pid });
  } finally {
    await disconnectDb();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The same fresh database served by another process (scripts/bench/serve-bench-database.ts), the
// way `lore experiment` and `lore worker` reach the one `npm start` serves: the database's CPU
// work runs beside this process's instead of on its thread.
export async function withBenchDatabaseProcess<T>(fn: (database: BenchDatabase) => Promise<T>): Promise<T> {
  const child = spawn(process.execPath, [...process.execArgv, "scripts/bench/serve-bench-database.ts"], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  try {
    const lines = createInterface({ input: child.stdout });
    const first = await Promise.race([
      new Promise<string>((resolve) => lines.once("line", resolve)),
      exited.then((code) => {
        throw new Error(`the benchmark database process exited (code ${code}) before it was ready`);
      }),
    ]);
    lines.close();
    const { databaseUrl } = JSON.parse(first) as { databaseUrl: string };
    process.env.DATABASE_URL = databaseUrl;
    process.env.LORE_DATABASE_MODE = "embedded";
    return await fn({ pid: child.pid! });
  } finally {
    await disconnectDb();
    child.stdin.end();
    await exited;
  }
}

// CPU seconds (user + system) a process has used so far, from Linux's /proc (clock ticks of
// 1/100 s); null elsewhere. Unlike wall time on a shared machine, it does not depend on the load.
export function processCpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export function machine(): string {
  return `${os.cpus()[0]?.model ?? "cpu"} x${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
