import "server-only";
import { aggregateRunMetrics } from "@/lib/dal/runs/aggregate-run-metrics";
import { listRunPage } from "@/lib/dal/runs/list-run-page";
import { timeCursorOf, toPage } from "@/lib/utils/page-cursor";
import { runSummaryFigures } from "@/lib/runs/run-summary-figures";
import { listRunsInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// The workspace's runs newest first, each with its headline figures (one aggregate query per
// page, without the recall scan), a page at a time.
export const listRuns = defineService({
  name: "list-runs",
  schema: listRunsInput,
  permission: null,
  run: async ({ workspaceId, input: { cursor, limit } }) => {
    const page = toPage(await listRunPage({ workspaceId, cursor: timeCursorOf(cursor), take: limit + 1 }), limit, (r) => ({
      key: r.createdAt.toISOString(),
      id: r.id,
    }));
    const metrics = await aggregateRunMetrics({ workspaceId, runIds: page.items.map((r) => r.id), withRecall: false });
    return { ...page, items: page.items.map((run) => ({ ...run, summary: runSummaryFigures(metrics.get(run.id)) })) };
  },
});
