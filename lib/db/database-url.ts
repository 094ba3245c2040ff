import { env } from "@/lib/env";

export class DatabaseUrlError extends Error {}

export type ParsedDatabaseUrl = { host: string; port: number; database: string; user: string };

// Checks a DATABASE_URL before anything connects, so a typo gets one clear line instead of a
// driver stack trace.
export function parseDatabaseUrl(raw: string): ParsedDatabaseUrl {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DatabaseUrlError(`DATABASE_URL is not a valid URL (expected postgresql://USER:PASSWORD@HOST:PORT/DATABASE).`);
  }
  if (url.protocol !== "postgresql:" && url.protocol !== "postgres:") {
    throw new DatabaseUrlError(`DATABASE_URL must start with postgresql:// or postgres://, not "${url.protocol}//".`);
  }
  if (!url.hostname && !url.searchParams.get("host")) {
    throw new DatabaseUrlError("DATABASE_URL has no host.");
  }
  const port = url.port ? Number(url.port) : 5432;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new DatabaseUrlError(`DATABASE_URL has an invalid port "${url.port}".`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (!database) throw new DatabaseUrlError("DATABASE_URL names no database (add /DATABASE at the end).");
  return { host: url.hostname, port, database, user: decodeURIComponent(url.username) };
}

export function requireDatabaseUrl(): string {
  const raw = env().DATABASE_URL;
  if (!raw) throw new DatabaseUrlError("DATABASE_URL is not set.");
  parseDatabaseUrl(raw);
  return raw;
}

export function redactDatabaseUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(unparseable URL)";
  }
}
