import { execFileSync } from "node:child_process";

// The `lore` CLI against the running test server's database, reached through its data dir (as
// seed-via-api does), in the demo workspace; returns the command's --json object.
export function lore(args: string[]): Record<string, unknown> {
  const stdout = execFileSync(process.execPath, ["bin/lore.mjs", ...args, "--workspace", "demo", "--json"], {
    encoding: "utf8",
    env: { ...process.env, LORE_DATA_DIR: process.env.LORE_E2E_DATA_DIR, DATABASE_URL: "" },
    timeout: 120_000,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}
