import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

// NEXTAUTH_SECRET if given; otherwise one generated once and kept in the data dir so sign-ins
// survive restarts.
export function resolveAuthSecret(dataDir: string): string {
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
