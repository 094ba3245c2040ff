import { openDatabase } from "@/lib/db/open-database";
import { disconnectDb } from "@/lib/db/prisma";
import type { Output } from "@/lib/cli/output";

export type CliContext = { databaseUrl: string; mode: "embedded" | "external"; out: Output };

// Opens Lore's database for one command: through the running server when `npm start` owns the
// data dir, else directly.
export async function withDatabase<T>(out: Output, options: { migrate: boolean }, fn: (ctx: CliContext) => Promise<T>): Promise<T> {
  const database = await openDatabase({ allowShared: true, migrate: options.migrate, log: out.log });
  process.env.DATABASE_URL = database.databaseUrl;
  process.env.LORE_DATABASE_MODE = database.mode;
  try {
    return await fn({ databaseUrl: database.databaseUrl, mode: database.mode, out });
  } finally {
    await disconnectDb();
    await database.stop();
  }
}
