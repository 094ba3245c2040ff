import { queueLongMemEvalImport } from "@/lib/actions/imports/queue-longmemeval-import";
import { apiErrorResponse, toApiError } from "@/lib/api/api-error";
import { receiveUpload } from "@/lib/api/receive-upload";
import { AppError } from "@/lib/errors";
import { removeUpload } from "@/lib/import/store-upload";
import { uploadImportQuerySchema } from "@/lib/schemas/import";

export const dynamic = "force-dynamic";

export type ImportUploadResponse = { jobId: string; uploadId: string; bytes: number };

// The browser's "Import LongMemEval" form: the request body is the file itself, streamed into the
// database in chunks (a server action would buffer a 270 MB file in memory; the database is what
// every app server and worker shares: lib/api/receive-upload.ts), then queued as an import job
// through the queueLongMemEvalImport action. Who may upload is checked before a byte is stored.
export async function POST(request: Request): Promise<Response> {
  try {
    const { query, stored } = await receiveUpload(request, { schema: uploadImportQuerySchema, permission: "benchmarks:write" });
    const { workspace, benchmark } = query;
    const queued = await queueLongMemEvalImport({ workspaceId: workspace, benchmark, uploadId: stored.uploadId });
    if (!queued.ok) {
      await removeUpload(workspace, stored.uploadId);
      throw new AppError(queued.code, queued.message);
    }
    return Response.json({ jobId: queued.data.jobId, uploadId: stored.uploadId, bytes: stored.bytes } satisfies ImportUploadResponse, { status: 202 });
  } catch (error) {
    return apiErrorResponse(toApiError(error, "imports"));
  }
}
