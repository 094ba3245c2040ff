import { getDatabaseHealth } from "@/lib/dal/health/get-database-health";

export const dynamic = "force-dynamic";

export async function GET() {
  const database = process.env.LORE_DATABASE_MODE === "embedded" ? "embedded" : "external";
  try {
    const health = await getDatabaseHealth();
    return Response.json({ status: "ok", database, ...health });
  } catch (error) {
    console.error("[health] database unreachable", error);
    return Response.json(
      { status: "unavailable", database, postgres: null, vector: null, migrations: null, message: "The database is not reachable." },
      { status: 503 },
    );
  }
}
