import { z } from "@/lib/zod";
import { ApiError } from "@/lib/api/api-error";
import { withSessionRoute } from "@/lib/api/with-session-route";
import { workspaceId } from "@/lib/schemas/workspace";
import { getStudyReport } from "@/lib/services/studies/get-study-report";
import { isStudyReportFormat, studyReportFile } from "@/lib/studies/study-report-file";

export const dynamic = "force-dynamic";

const querySchema = z.object({ workspace: workspaceId, format: z.string().max(16).optional() });

// The study page's "Download report (HTML)" and "(Markdown)": the signed-in user's session, one
// workspace they belong to, and a study in it by id or name; any member role may read it.
export async function GET(request: Request, context: { params: Promise<{ studyId: string }> }): Promise<Response> {
  const { studyId } = await context.params;
  return withSessionRoute({ name: "api/studies/report", query: querySchema, permission: "workspace:read" }, async ({ actor, query }) => {
    const format = query.format ?? "html";
    if (!isStudyReportFormat(format)) {
      throw new ApiError(400, "INVALID_INPUT", 'The query parameter "format" must be "html" or "md".', [
        { path: "format", message: 'Expected "html" or "md".' },
      ]);
    }
    const report = await getStudyReport({ actor, workspaceId: query.workspace, input: { study: studyId } });
    const file = studyReportFile(report, format);
    return new Response(file.body, { headers: file.headers });
  })(request);
}
