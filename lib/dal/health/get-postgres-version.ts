import "server-only";
import { getDb } from "@/lib/db/prisma";

// The database server's version as a report prints it ("PostgreSQL 15.8"), or null when the
// server does not say.
export async function getPostgresVersion(): Promise<string | null> {
  const [row] = await getDb().$queryRaw<{ version: string | null }[]>`SELECT current_setting('server_version', true) AS version`;
  return row?.version ? `PostgreSQL ${row.version.split(" ")[0]}` : null;
}
