// A fresh embedded database for one benchmark, in a temporary data dir, removed afterwards.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import os from "node:os";
import path from "node:path";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { disconnectDb } from "@/lib/db/prisma";

export type BenchDatabase = {
  /** The process running the database (this one when in-process). */
  pid: number;
  /** Names the phase the database's statements count for (with `statementsFile` only). */
  enterPhase(name: string): Promise<void>;
};

export async function withBenchDatabase<T>(fn: (database: BenchDatabase) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-bench-"));
  const server = await startEmbeddedServer({ dataDir });
  try {
    await applyMigrations(server.databaseUrl);
    process.env.DATABASE_URL = server.databaseUrl;
    process.env.LORE_DATABASE_MODE = "embedded";
    return await fn({ pid: process.pid, enterPhase: async () => undefined });
  } finally {
    await disconnectDb();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The same fresh database served by another process (scripts/bench/serve-bench-database.ts), the
// way `lore experiment` and `lore worker` reach the one `npm start` serves: the database's CPU
// work runs beside this process's instead of on its thread.
// With `statementsFile`, the database records each statement's cost by phase and writes them
// there when it stops (scripts/bench/statement-profile.ts).
export async function withBenchDatabaseProcess<T>(fn: (database: BenchDatabase) => Promise<T>, options: { statementsFile?: string } = {}): Promise<T> {
  const child = spawn(process.execPath, [...process.execArgv, "scripts/bench/serve-bench-database.ts"], {
    stdio: ["pipe", "pipe", "inherit"],
    env: options.statementsFile ? { ...process.env, LORE_BENCH_STATEMENTS: options.statementsFile } : process.env,
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const lines = createInterface({ input: child.stdout });
  try {
    const first = await Promise.race([
      new Promise<string>((resolve) => lines.once("line", resolve)),
      exited.then((code) => {
        throw new Error(`the benchmark database process exited (code ${code}) before it was ready`);
      }),
    ]);
    const { databaseUrl } = JSON.parse(first) as { databaseUrl: string };
    process.env.DATABASE_URL = databaseUrl;
    process.env.LORE_DATABASE_MODE = "embedded";
    // The database answers once it counts for the new phase, so no statement sent after this
    // resolves is counted for the old one.
    const enterPhase = async (name: string) => {
      const answered = new Promise<void>((resolve) => lines.once("line", () => resolve()));
      child.stdin.write(`phase ${name}\n`);
      await Promise.race([
        answered,
        exited.then((code) => {
          throw new Error(`the benchmark database process exited (code ${code}) before it entered phase ${name}`);
        }),
      ]);
    };
    return await fn({ pid: child.pid!, enterPhase });
  } finally {
    await disconnectDb();
    child.stdin.end();
    await exited;
    lines.close();
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
