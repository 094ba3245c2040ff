export const dynamic = "force-dynamic";

// Liveness: the process answers. It never touches the database, so an outage does not get a
// healthy app server restarted; readiness (may it take traffic: database reachable, migrations
// applied) is GET /api/health.
export function GET() {
  return Response.json({ status: "live" }, { headers: { "Cache-Control": "no-store" } });
}
