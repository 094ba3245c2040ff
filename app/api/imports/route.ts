import { ApiError, apiErrorResponse, toApiError } from "@/lib/api/api-error";
import { queueLongMemEvalImport } from "@/lib/actions/imports/queue-longmemeval-import";
import { currentActor } from "@/lib/auth/current-actor";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { AppError } from "@/lib/errors";
import { removeUpload, storeUpload, UploadNoRoomError, UploadTooLargeError } from "@/lib/import/store-upload";
import { can } from "@/lib/permissions/can";
import { uploadImportQuerySchema } from "@/lib/schemas/import";

export const dynamic = "force-dynamic";

export type ImportUploadResponse = { jobId: string; uploadId: string; bytes: number };

// The browser's "Import LongMemEval" form: the request body is the file itself, streamed into the
// database in chunks (a server action would buffer a 270 MB file in memory; the database is what
// every app server and worker shares), then queued as an import job through the queueLongMemEvalImport action. Who may
// upload is checked before a byte is stored.
export async function POST(request: Request): Promise<Response> {
  try {
    const actor = await currentActor();
    if (!actor) throw new ApiError(401, "UNAUTHENTICATED", "Sign in to continue.");
    // Cookies authenticate this route, so a cross-site form must not be able to post to it.
    // `Origin: null` (a sandboxed frame) and an unparsable Origin are refused too, never a 500.
    if (!isSameOriginRequest(request.headers)) throw new ApiError(403, "FORBIDDEN", "Uploads are accepted from Lore's own pages only.");
    const parsed = uploadImportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      throw new ApiError(422, "INVALID_INPUT", `Invalid ${details.map((d) => d.path).join(", ")}: ${details[0]!.message}`, details);
    }
    const { workspace, benchmark, filename } = parsed.data;
    if (!actor.memberships.some((m) => m.workspaceId === workspace)) throw new ApiError(404, "NOT_FOUND", "That workspace does not exist.");
    if (!can(actor, "benchmarks:write", workspace)) throw new ApiError(403, "FORBIDDEN", "You do not have permission to do this (benchmarks:write).");
    if (!request.body) throw new ApiError(400, "INVALID_INPUT", "Send the file as the request body.");

    const length = Number(request.headers.get("content-length") ?? "");
    const expectedBytes = Number.isSafeInteger(length) && length > 0 ? length : undefined;
    const stored = await storeUpload({ workspaceId: workspace, filename, body: request.body, expectedBytes }).catch((error: unknown) => {
      if (error instanceof UploadTooLargeError) throw new ApiError(413, "PAYLOAD_TOO_LARGE", error.message);
      if (error instanceof UploadNoRoomError) throw new ApiError(507, "INSUFFICIENT_STORAGE", error.message);
      throw error;
    });
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
