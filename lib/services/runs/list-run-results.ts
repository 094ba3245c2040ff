import "server-only";
import { getRun } from "@/lib/dal/runs/get-run";
import { listRunResultPage } from "@/lib/dal/runs/list-run-result-page";
import { AppError } from "@/lib/errors";
import { keyCursorOf, toPage } from "@/lib/utils/page-cursor";
import { listRunResultsInput } from "@/lib/schemas/api-reads";
import { defineService } from "@/lib/services/define-service";

// A run's per-question results by question id, a page at a time.
export const listRunResults = defineService({
  name: "list-run-results",
  schema: listRunResultsInput,
  permission: null,
  run: async ({ workspaceId, input: { id, cursor, limit } }) => {
    // A run of another workspace is 404, not an empty list that would confirm the id exists.
    if (!(await getRun({ workspaceId, runId: id }))) throw new AppError("NOT_FOUND", "That run does not exist.");
    const rows = await listRunResultPage({ workspaceId, runId: id, cursor: keyCursorOf(cursor), take: limit + 1 });
    return toPage(rows, limit, (r) => ({ key: r.questionExternalId, id: r.id }));
  },
});
