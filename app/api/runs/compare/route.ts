import { z } from "@/lib/zod";
import { ApiError } from "@/lib/api/api-error";
import { withSessionRoute } from "@/lib/api/with-session-route";
import { getComparison } from "@/lib/services/runs/get-comparison";
import { COMPARISON_CSV_TABLES, comparisonCsv, comparisonJson } from "@/lib/runs/comparison-export";
import { compareQuerySchema } from "@/lib/schemas/run";
import { workspaceId } from "@/lib/schemas/workspace";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  workspace: workspaceId,
  runs: compareQuerySchema.shape.runs,
  format: z.enum(["csv", "json"]).default("json"),
  table: z.enum(COMPARISON_CSV_TABLES).default("summary"),
});

export type CompareExportResponse = ReturnType<typeof comparisonJson>;

// The compare page's "Download CSV" and "Download JSON": the signed-in user's session, one
// workspace they belong to, and the runs within it.
export const GET = withSessionRoute({ name: "api/runs/compare", query: querySchema, permission: "workspace:read" }, async ({ query }) => {
  const { workspace, runs, format, table } = query;
  const data = await getComparison({ workspaceId: workspace, runIds: runs, withFlipDetails: false });
  if (!data.ok) throw new ApiError(data.code === "NOT_FOUND" ? 404 : 422, data.code, data.message);
  const stem = `compare-${data.runs
    .map((r) => r.name)
    .join("-vs-")
    .replace(/[^\w.-]+/g, "_")
    .slice(0, 120)}`;
  if (format === "json") {
    return new Response(JSON.stringify(comparisonJson(data) satisfies CompareExportResponse, null, 2), {
      headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${stem}.json"` },
    });
  }
  return new Response(comparisonCsv(data, table), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${stem}${table === "summary" ? "" : `-${table}`}.csv"`,
    },
  });
});
