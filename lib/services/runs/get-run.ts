import "server-only";
import { aggregateRunMetrics } from "@/lib/dal/runs/aggregate-run-metrics";
import { getRun as findRun } from "@/lib/dal/runs/get-run";
import { AppError } from "@/lib/errors";
import { runSummaryFigures } from "@/lib/runs/run-summary-figures";
import { readByIdInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// One run with its headline figures.
export const getRun = defineService({
  name: "get-run",
  schema: readByIdInput,
  permission: null,
  run: async ({ workspaceId, input }) => {
    const run = await findRun({ workspaceId, runId: input.id });
    if (!run) throw new AppError("NOT_FOUND", "That run does not exist.");
    const metrics = await aggregateRunMetrics({ workspaceId, runIds: [run.id], withRecall: false });
    return { ...run, summary: runSummaryFigures(metrics.get(run.id)) };
  },
});
