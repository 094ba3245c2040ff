import { spawn, spawnSync } from "node:child_process";

// Runs the real `lore` bin against the test database and returns what a script would see.
export function runLore(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["bin/lore.mjs", ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function runLoreJson(args: string[], env: Record<string, string> = {}) {
  const result = runLore([...args, "--json"], env);
  const lines = result.stdout.trim().split("\n");
  if (lines.length !== 1) throw new Error(`expected one JSON line on stdout, got ${lines.length}: ${result.stdout.slice(0, 500)}\n${result.stderr}`);
  return { ...result, body: JSON.parse(lines[0]!) };
}

// The same, without blocking this process: needed when the test itself serves something the CLI
// calls (a provider double on loopback).
export function runLoreJsonAsync(
  args: string[],
  env: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
): Promise<{ code: number | null; stdout: string; stderr: string; body: any }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["bin/lore.mjs", ...args, "--json"], { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      try {
        resolve({ code, stdout, stderr, body: JSON.parse(stdout.trim()) });
      } catch {
        reject(new Error(`expected one JSON object on stdout, got: ${stdout.slice(0, 300)}\n${stderr.slice(0, 2000)}`));
      }
    });
  });
}

// Runs the real `lore` bin with its stdout piped through a shell pipeline (`cat`, `head -c 1`,
// `gzip | gunzip`), as an operator's script would. `code` is lore's own exit status (pipefail).
export function runLoreThroughPipe(args: string[], pipeline: string, env: Record<string, string> = {}) {
  const result = spawnSync("bash", ["-c", `set -o pipefail; "${process.execPath}" bin/lore.mjs "$@" | ${pipeline}`, "lore", ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 120_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
