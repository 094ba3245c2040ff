import { withDatabase } from "@/lib/cli/context";
import { CliError } from "@/lib/cli/cli-error";
import type { Output } from "@/lib/cli/output";
import { applyMigrations, getMigrationStatus } from "@/lib/db/migrate";

export async function dbCommand(sub: string | undefined, out: Output): Promise<void> {
  if (sub === "migrate") {
    await withDatabase(out, { migrate: false }, async ({ databaseUrl, mode }) => {
      const result = await applyMigrations(databaseUrl, out.log);
      out.result(
        { database: mode, applied: result.applied, newlyApplied: result.newlyApplied, pending: result.pending },
        result.newlyApplied.length ? `applied ${result.newlyApplied.join(", ")}` : "the database is up to date",
      );
    });
    return;
  }
  if (sub === "status") {
    await withDatabase(out, { migrate: false }, async ({ databaseUrl, mode }) => {
      const status = await getMigrationStatus(databaseUrl);
      out.result(
        { database: mode, ...status },
        [
          `database: ${mode}`,
          `applied: ${status.applied.length}${status.latest ? ` (latest ${status.latest})` : ""}`,
          `pending: ${status.pending.length ? status.pending.join(", ") : "none"}`,
          ...(status.modified.length ? [`modified since applied: ${status.modified.join(", ")}`] : []),
        ].join("\n"),
      );
    });
    return;
  }
  throw new CliError("USAGE", "usage: lore db migrate | lore db status", 2);
}
