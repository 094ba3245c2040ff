import "server-only";
import { ApiError } from "@/lib/api/api-error";
import { currentActor } from "@/lib/auth/current-actor";
import { isSameOriginRequest } from "@/lib/auth/same-origin";
import { storeUpload, UploadNoRoomError, UploadTooLargeError } from "@/lib/import/store-upload";
import { can, type Actor } from "@/lib/permissions/can";
import type { Permission } from "@/lib/permissions/permissions";
import type { z } from "@/lib/zod";

// The steps every browser upload route shares (POST /api/imports, POST /api/imports/runs): the
// signed-in actor, the same-origin check (cookies authenticate these routes, so a cross-site form
// must not post to them; `Origin: null` and an unparsable Origin are refused too, never a 500),
// the query validated by `schema`, the workspace and permission checked before a byte is stored,
// then the body streamed into the database in chunks (lib/import/store-upload.ts).
export async function receiveUpload<S extends z.ZodType<{ workspace: string; filename: string }>>(
  request: Request,
  input: { schema: S; permission: Permission },
): Promise<{ actor: Actor; query: z.infer<S>; stored: { uploadId: string; bytes: number } }> {
  const actor = await currentActor();
  if (!actor) throw new ApiError(401, "UNAUTHENTICATED", "Sign in to continue.");
  if (!isSameOriginRequest(request.headers)) throw new ApiError(403, "FORBIDDEN", "Uploads are accepted from Lore's own pages only.");
  const parsed = input.schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw new ApiError(422, "INVALID_INPUT", `Invalid ${details.map((d) => d.path).join(", ")}: ${details[0]!.message}`, details);
  }
  const query = parsed.data as z.infer<S>;
  const { workspace, filename } = query;
  if (!actor.memberships.some((m) => m.workspaceId === workspace)) throw new ApiError(404, "NOT_FOUND", "That workspace does not exist.");
  if (!can(actor, input.permission, workspace)) throw new ApiError(403, "FORBIDDEN", `You do not have permission to do this (${input.permission}).`);
  if (!request.body) throw new ApiError(400, "INVALID_INPUT", "Send the file as the request body.");

  const length = Number(request.headers.get("content-length") ?? "");
  const expectedBytes = Number.isSafeInteger(length) && length > 0 ? length : undefined;
  const stored = await storeUpload({ workspaceId: workspace, filename, body: request.body, expectedBytes }).catch((error: unknown) => {
    if (error instanceof UploadTooLargeError) throw new ApiError(413, "PAYLOAD_TOO_LARGE", error.message);
    if (error instanceof UploadNoRoomError) throw new ApiError(507, "INSUFFICIENT_STORAGE", error.message);
    throw error;
  });
  return { actor, query, stored };
}
