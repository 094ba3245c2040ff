// A fresh embedded database for one benchmark, in a temporary data dir, removed afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { applyMigrations } from "@/lib/db/migrate";
import { disconnectDb } from "@/lib/db/prisma";

export async function withBenchDatabase<T>(fn: () => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-bench-"));
  const server = await startEmbeddedServer({ dataDir });
  try {
    await applyMigrations(server.databaseUrl);
    process.env.DATABASE_URL = server.databaseUrl;
    process.env.LORE_DATABASE_MODE = "embedded";
    return await fn();
  } finally {
    await disconnectDb();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function machine(): string {
  return `${os.cpus()[0]?.model ?? "cpu"} x${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
