import { getDatabaseHealth } from "@/lib/dal/health/get-database-health";
import { DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/db/database-unavailable";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

export async function GET() {
  const database = env().LORE_DATABASE_MODE === "embedded" ? "embedded" : "external";
  try {
    const health = await getDatabaseHealth();
    return Response.json({ status: "ok", database, ...health });
  } catch (error) {
    console.error(`[health] database unreachable: ${error instanceof Error ? error.message.split("\n").at(-1) : String(error)}`);
    return Response.json(
      {
        status: "unavailable",
        database,
        postgres: null,
        vector: null,
        migrations: null,
        message: "The database is not reachable.",
        error: { code: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE },
      },
      { status: 503, headers: { "Retry-After": "5", "Cache-Control": "no-store" } },
    );
  }
}
