import { spawnSync } from "node:child_process";

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
