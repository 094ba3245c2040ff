import { apiErrorResponse, toApiError } from "@/lib/api/api-error";
import { receiveUpload } from "@/lib/api/receive-upload";
import { removeUpload } from "@/lib/import/store-upload";
import { uploadRunImportQuerySchema } from "@/lib/schemas/run";
import { queueUploadedRunImport } from "@/lib/services/runs/queue-uploaded-run-import";

export const dynamic = "force-dynamic";

export type RunImportUploadResponse = { jobId: string; uploadId: string; bytes: number };
// ?part=eval: a judge log stored for the hypotheses file that follows, nothing queued yet.
export type RunEvalUploadResponse = { uploadId: string; bytes: number };

// The Jobs page's "Import a run" form: the body is the run file (hypotheses JSONL, judge logs,
// judged JSON, retrieval logs), streamed into the database in chunks like a LongMemEval upload
// (POST /api/imports), then queued as an "import-run" job. Who may upload is checked before a
// byte is stored.
export async function POST(request: Request): Promise<Response> {
  try {
    const { actor, query, stored } = await receiveUpload(request, { schema: uploadRunImportQuerySchema, permission: "runs:write" });
    const { workspace, part, evalUpload, benchmark, name, reader, judge, notes } = query;
    if (part === "eval") return Response.json({ uploadId: stored.uploadId, bytes: stored.bytes } satisfies RunEvalUploadResponse, { status: 201 });
    try {
      const queued = await queueUploadedRunImport({
        actor,
        workspaceId: workspace,
        input: { benchmark, name, reader, judge, notes, uploadId: stored.uploadId, ...(evalUpload ? { evalUploadId: evalUpload } : {}) },
      });
      return Response.json({ jobId: queued.jobId, uploadId: stored.uploadId, bytes: stored.bytes } satisfies RunImportUploadResponse, { status: 202 });
    } catch (error) {
      await removeUpload(workspace, stored.uploadId);
      if (evalUpload) await removeUpload(workspace, evalUpload).catch(() => undefined);
      throw error;
    }
  } catch (error) {
    return apiErrorResponse(toApiError(error, "imports/runs"));
  }
}
