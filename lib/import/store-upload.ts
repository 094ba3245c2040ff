import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { appendUploadChunk } from "@/lib/dal/uploads/append-upload-chunk";
import { completeUpload } from "@/lib/dal/uploads/complete-upload";
import { createUpload } from "@/lib/dal/uploads/create-upload";
import { deleteUpload } from "@/lib/dal/uploads/delete-upload";
import { findUpload, type StoredUpload } from "@/lib/dal/uploads/find-upload";
import { freeBytes, MIN_FREE_FOR_BATCH_BYTES } from "@/lib/db/data-dir-check";
import { resolveDataDir } from "@/lib/db/data-dir";
import { isDiskFull } from "@/lib/db/disk-full";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { uploadIdSchema } from "@/lib/schemas/import";

// 4 GiB by default: a LongMemEval-M file is 2.8 GB.
const maxBytes = () => env().LORE_UPLOAD_MAX_BYTES;
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
const mb = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

export class UploadTooLargeError extends AppError {
  constructor(limit: number) {
    super("INVALID_INPUT", `The file is larger than the upload limit of ${limit} bytes (LORE_UPLOAD_MAX_BYTES).`);
  }
}

// The database has no room for the file: refused before (or while) storing it, with what was
// stored of it removed. Answered 507 by the upload routes.
export class UploadNoRoomError extends AppError {
  constructor(detail: string) {
    super("INVALID_INPUT", `There is no room to store this upload: ${detail} Free some space on the database's disk, then upload the file again.`);
  }
}

// On the embedded database Lore can see the disk: a stored chunk is written twice (write-ahead log
// and table), so an upload needs about twice its size, plus the room every batch keeps free.
function assertRoom(bytes: number): void {
  if (env().LORE_DATABASE_MODE !== "embedded") return;
  let free: number;
  try {
    free = freeBytes(resolveDataDir());
  } catch {
    return;
  }
  const needed = 2 * bytes + MIN_FREE_FOR_BATCH_BYTES;
  if (free < needed) throw new UploadNoRoomError(`the disk holding Lore's database has ${mb(free)} free and this file needs about ${mb(needed)}.`);
}

// A complete upload of the workspace, or null when the id is malformed or names nothing there.
export async function findStoredUpload(workspaceId: string, uploadId: string): Promise<StoredUpload | null> {
  if (!uploadIdSchema.safeParse(uploadId).success) return null;
  return findUpload({ workspaceId, uploadId });
}

export async function removeUpload(workspaceId: string, uploadId: string): Promise<void> {
  await deleteUpload({ workspaceId, uploadId });
}

// Streams an uploaded file into the database in 1 MiB chunks, without holding it in memory, so
// any app server can take it and any worker can import it. The upload counts as complete only
// once the last chunk is in: a broken upload is never read half. A size given up front (the
// request's Content-Length) is checked against the limit and the free space before a byte is
// stored.
export async function storeUpload(input: {
  workspaceId: string;
  filename: string;
  body: ReadableStream<Uint8Array>;
  expectedBytes?: number;
}): Promise<{ uploadId: string; bytes: number }> {
  const limit = maxBytes();
  if (input.expectedBytes !== undefined && input.expectedBytes > limit) throw new UploadTooLargeError(limit);
  assertRoom(input.expectedBytes ?? 0);
  const safeName =
    path
      .basename(input.filename)
      .replace(/[^\w.-]/g, "_")
      .slice(-120) || "upload.json";
  const uploadId = `${Date.now()}-${randomBytes(4).toString("hex")}-${safeName}`;
  await createUpload({ id: uploadId, workspaceId: input.workspaceId, filename: path.basename(input.filename).slice(-200) || safeName });
  let bytes = 0;
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async (size: number) => {
    const joined = Buffer.concat(pending);
    pending = [joined.subarray(size)];
    pendingBytes = joined.length - size;
    const chunk = joined.subarray(0, size);
    if (index === 0) assertLooksLikeJson(chunk, input.filename);
    // Every 64 MiB, the room for the rest.
    if (index % 64 === 63) assertRoom(0);
    await appendUploadChunk({ uploadId, index, data: chunk });
    index++;
  };
  const reader = input.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      if (bytes > limit) throw new UploadTooLargeError(limit);
      pending.push(Buffer.from(value));
      pendingBytes += value.length;
      while (pendingBytes >= UPLOAD_CHUNK_BYTES) await flush(UPLOAD_CHUNK_BYTES);
    }
    if (bytes === 0) throw new AppError("INVALID_INPUT", "The file is empty.");
    if (pendingBytes > 0) await flush(pendingBytes);
    await completeUpload({ uploadId, bytes });
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    await deleteUpload({ workspaceId: input.workspaceId, uploadId }).catch(() => undefined);
    if (isDiskFull(error)) throw new UploadNoRoomError("the database's disk is full.");
    throw error;
  }
  return { uploadId, bytes };
}

// The importer reads JSON arrays, single objects and JSON Lines: all start with "[" or "{".
// Anything else is refused now rather than failing later in a worker.
function assertLooksLikeJson(head: Buffer, filename: string): void {
  const first = head
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()[0];
  if (first !== "[" && first !== "{")
    throw new AppError("INVALID_INPUT", `${path.basename(filename)} is not a LongMemEval JSON or JSON Lines file (it does not start with "[" or "{").`);
}
