import { ApiError, apiErrorResponse, toApiError } from "@/lib/api/api-error";
import { currentActor } from "@/lib/auth/current-actor";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { removeUpload, storeUpload, UploadNoRoomError, UploadTooLargeError } from "@/lib/import/store-upload";
import { can } from "@/lib/permissions/can";
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
    const actor = await currentActor();
    if (!actor) throw new ApiError(401, "UNAUTHENTICATED", "Sign in to continue.");
    if (!isSameOriginRequest(request.headers)) throw new ApiError(403, "FORBIDDEN", "Uploads are accepted from Lore's own pages only.");
    const parsed = uploadRunImportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) {
      const details = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      throw new ApiError(422, "INVALID_INPUT", `Invalid ${details.map((d) => d.path).join(", ")}: ${details[0]!.message}`, details);
    }
    const { workspace, filename, part, evalUpload, ...input } = parsed.data;
    if (!actor.memberships.some((m) => m.workspaceId === workspace)) throw new ApiError(404, "NOT_FOUND", "That workspace does not exist.");
    if (!can(actor, "runs:write", workspace)) throw new ApiError(403, "FORBIDDEN", "You do not have permission to do this (runs:write).");
    if (!request.body) throw new ApiError(400, "INVALID_INPUT", "Send the file as the request body.");

    const length = Number(request.headers.get("content-length") ?? "");
    const expectedBytes = Number.isSafeInteger(length) && length > 0 ? length : undefined;
    const stored = await storeUpload({ workspaceId: workspace, filename, body: request.body, expectedBytes }).catch((error: unknown) => {
      if (error instanceof UploadTooLargeError) throw new ApiError(413, "PAYLOAD_TOO_LARGE", error.message);
      if (error instanceof UploadNoRoomError) throw new ApiError(507, "INSUFFICIENT_STORAGE", error.message);
      throw error;
    });
    if (part === "eval") return Response.json({ uploadId: stored.uploadId, bytes: stored.bytes } satisfies RunEvalUploadResponse, { status: 201 });
    try {
      const queued = await queueUploadedRunImport({
        actor,
        workspaceId: workspace,
        input: { ...input, uploadId: stored.uploadId, ...(evalUpload ? { evalUploadId: evalUpload } : {}) },
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
