// Runs Lore as `npm start` does (scripts/start.ts: database, migrations, build when sources
// changed, the Next server) in a child process for the load test, and stops it.
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import { stopChildProcess } from "@/testing/stop-child-processes";

export type LoreApp = { url: string; pid: number; stop: () => Promise<void> };

// Variables the bench process set for its own database access must not leak into the app.
const OWN_DATABASE_VARIABLES = ["DATABASE_URL", "LORE_DATABASE_MODE", "LORE_DB_POOL"];

export async function startLoreApp(input: { port: number; env: Record<string, string>; logFile: string; readyTimeoutMs: number }): Promise<LoreApp> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of OWN_DATABASE_VARIABLES) delete env[name];
  const log = openSync(input.logFile, "a");
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/start.ts"], {
    env: { ...env, PORT: String(input.port), HOST: "127.0.0.1", NEXTAUTH_URL: `http://127.0.0.1:${input.port}`, ...input.env },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${input.port}`;
  const stop = () => stopChildProcess(child, 30_000);

  const deadline = Date.now() + input.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Lore exited with code ${child.exitCode} before serving; see ${input.logFile}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await stop();
  throw new Error(`Lore did not answer ${url}/api/health within ${input.readyTimeoutMs / 1000} s; see ${input.logFile}`);
}
