import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { startEmbeddedServer } from "@/lib/db/embedded-server";
import { createPrismaClient, type Db } from "@/lib/db/prisma";
import { mulberry32 } from "@/lib/utils/mulberry32";
import { spawnTsScript } from "@/testing/spawn-ts-script";

// A seeded PRNG, so a failing kill schedule can be replayed with its seed.
export const seededRandom = mulberry32;

export const randomInt = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

// The environment of a process that owns (or reaches, through server.json) the embedded database
// in dataDir: no DATABASE_URL, a progress line per step, quick takeover of a dead process's job.
export function ownerEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    DATABASE_URL: "",
    LORE_DB_POOL: undefined,
    LORE_DATA_DIR: dataDir,
    LORE_SEED_DEMO: "0",
    LORE_WORKER: "0",
    LORE_PROGRESS_INTERVAL_MS: "0",
    LORE_JOB_HEARTBEAT_MS: "200",
    LORE_JOB_STALE_MS: "1000",
    ...extra,
  };
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; killed: boolean; seen: number };

// Runs a script and, if `kill` is given, SIGKILLs `kill.target` (the script itself by default)
// `kill.delayMs` after the script printed its `kill.after`-th line matching `kill.pattern`, so
// the kill lands in the middle of the work, chosen from observed progress.
export function runScript(input: {
  script: string;
  args: string[];
  env: Record<string, string | undefined>;
  kill?: { pattern: RegExp; after: number; delayMs: number; target?: () => void };
  timeoutMs?: number;
}): Promise<Exit> {
  const child = spawnTsScript(input.script, input.args, input.env);
  return watch(child, input.kill, input.timeoutMs ?? 120_000);
}

export function watch(
  child: ChildProcessWithoutNullStreams,
  kill: { pattern: RegExp; after: number; delayMs: number; target?: () => void } | undefined,
  timeoutMs: number,
): Promise<Exit> {
  let stdout = "";
  let stderr = "";
  let seen = 0;
  let killed = false;
  const onLines = (chunk: string) => {
    if (!kill || killed) return;
    for (const line of chunk.split("\n")) {
      if (!kill.pattern.test(line)) continue;
      seen++;
      if (seen === kill.after) {
        killed = true;
        setTimeout(() => (kill.target ? kill.target() : child.kill("SIGKILL")), kill.delayMs);
        return;
      }
    }
  };
  child.stdout.on("data", (c: Buffer) => {
    stdout += c.toString();
    onLines(c.toString());
  });
  child.stderr.on("data", (c: Buffer) => {
    stderr += c.toString();
    onLines(c.toString());
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stderr += `\n[fault-injection] still running after ${timeoutMs} ms: killed by the test`;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, killed, seen });
    });
  });
}

// The one JSON object a --json command printed last on stdout.
export function lastJson<T = Record<string, unknown>>(exit: Exit): T {
  const lines = exit.stdout
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"));
  if (!lines.length) throw new Error(`no JSON on stdout (exit ${exit.code}):\n${exit.stdout}\n${exit.stderr.slice(-3000)}`);
  return JSON.parse(lines.at(-1)!) as T;
}

// Opens a data dir in this process (after its owner died or exited) to inspect what was committed.
export async function inspectDataDir<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const server = await startEmbeddedServer({ dataDir });
  const db = createPrismaClient(server.databaseUrl, 1);
  try {
    return await fn(db);
  } finally {
    await db.$disconnect();
    await server.stop();
  }
}

export type Launcher = { child: ChildProcessWithoutNullStreams; exited: Promise<Exit> };

// `npm start --no-app` on dataDir: owns the embedded database and serves it, as `npm start` does
// for the app; resolves once it says so.
export async function startLauncher(dataDir: string): Promise<Launcher> {
  const child = spawnTsScript("scripts/start.ts", ["--no-app"], ownerEnv(dataDir));
  const exited = watch(child, undefined, 30 * 60_000);
  await new Promise<void>((resolve, reject) => {
    let seen = "";
    child.stdout.on("data", (c: Buffer) => {
      seen += c.toString();
      if (seen.includes("is being served")) resolve();
    });
    void exited.then((exit) => reject(new Error(`the launcher exited (${exit.code ?? exit.signal}) before serving:\n${exit.stderr.slice(-3000)}`)));
  });
  return { child, exited };
}
