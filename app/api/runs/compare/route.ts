import { z } from "@/lib/zod";
import { currentActor } from "@/lib/auth/current-actor";
import { getComparison } from "@/lib/dal/runs/get-comparison";
import { can } from "@/lib/permissions/can";
import { COMPARISON_CSV_TABLES, comparisonCsv, comparisonJson } from "@/lib/runs/comparison-export";
import { compareQuerySchema } from "@/lib/schemas/run";
import { workspaceId } from "@/lib/schemas/workspace";
import { withDatabaseErrors } from "@/lib/api/database-unavailable-response";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  workspace: workspaceId,
  runs: compareQuerySchema.shape.runs,
  format: z.enum(["csv", "json"]).default("json"),
  table: z.enum(COMPARISON_CSV_TABLES).default("summary"),
});

export type CompareExportResponse = ReturnType<typeof comparisonJson>;

const error = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });

// The compare page's "Download CSV" and "Download JSON": the signed-in user's session, one
// workspace they belong to, and the runs within it.
async function get(request: Request) {
  const actor = await currentActor();
  if (!actor) return error(401, "UNAUTHENTICATED", "Sign in to continue.");
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return error(400, "INVALID_INPUT", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const { workspace, runs, format, table } = parsed.data;
  // Another workspace's runs are unreachable: not a member reads as "no such workspace".
  if (!can(actor, "workspace:read", workspace)) return error(404, "NOT_FOUND", "That workspace does not exist.");
  const data = await getComparison({ workspaceId: workspace, runIds: runs, withFlipDetails: false });
  if (!data.ok) return error(data.code === "NOT_FOUND" ? 404 : 422, data.code, data.message);
  const stem = `compare-${data.runs.map((r) => r.name).join("-vs-").replace(/[^\w.-]+/g, "_").slice(0, 120)}`;
  if (format === "json") {
    return new Response(JSON.stringify(comparisonJson(data) satisfies CompareExportResponse, null, 2), {
      headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${stem}.json"` },
    });
  }
  return new Response(comparisonCsv(data, table), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${stem}${table === "summary" ? "" : `-${table}`}.csv"` },
  });
}

export const GET = withDatabaseErrors("api/runs/compare", get);
