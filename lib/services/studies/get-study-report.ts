import "server-only";
import { loadStudyReport } from "@/lib/services/studies/load-study-report";
import { AppError } from "@/lib/errors";
import { studyRefInput } from "@/lib/schemas/study";
import { defineService } from "@/lib/services/define-service";

// A study's table, charts' data, settings and reproduce commands (its page, `lore study show`,
// the report download). Any member of the workspace may read it, as they may read runs.
export const getStudyReport = defineService({
  name: "get-study-report",
  schema: studyRefInput,
  permission: null,
  run: async ({ workspaceId, input }) => {
    const report = await loadStudyReport({ workspaceId, study: input.study });
    if (!report) throw new AppError("NOT_FOUND", `No study ${input.study} in this workspace.`);
    return report;
  },
});
