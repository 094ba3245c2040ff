import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// The embedded database's password: generated once per data dir, readable by its owner only.
// Every client (the app, workers, the CLI, tests) reads it from server.json's database URL.
export function resolveDatabaseSecret(dataDir: string): string {
  const file = path.join(dataDir, "database-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing) return existing;
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(24).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
