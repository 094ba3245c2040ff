import "server-only";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { resolveDataDir } from "@/lib/db/data-dir";
import { AppError } from "@/lib/errors";
import { uploadIdSchema } from "@/lib/schemas/import";
import { env } from "@/lib/env";

// 4 GiB by default: a LongMemEval-M file is 2.8 GB.
const maxBytes = () => env().LORE_UPLOAD_MAX_BYTES;

export class UploadTooLargeError extends AppError {
  constructor(limit: number) {
    super("INVALID_INPUT", `The file is larger than the upload limit of ${limit} bytes (LORE_UPLOAD_MAX_BYTES).`);
  }
}

const uploadDir = (workspaceId: string) => path.join(resolveDataDir(), "uploads", workspaceId.replace(/[^\w-]/g, "_"));

// The stored file of an upload id, or null when the id is malformed or nothing is stored there.
export async function uploadPath(workspaceId: string, uploadId: string): Promise<string | null> {
  if (!uploadIdSchema.safeParse(uploadId).success) return null;
  const file = path.join(uploadDir(workspaceId), uploadId);
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? file : null;
}

export async function removeUpload(workspaceId: string, uploadId: string): Promise<void> {
  const file = await uploadPath(workspaceId, uploadId);
  if (file) await rm(file, { force: true });
}

// Streams an uploaded file to the workspace's upload folder in the data dir without holding it
// in memory. It is written under a temporary name and renamed when complete, so a broken upload
// never leaves a file an import could read half of.
export async function storeUpload(input: {
  workspaceId: string;
  filename: string;
  body: ReadableStream<Uint8Array>;
}): Promise<{ uploadId: string; path: string; bytes: number }> {
  const safeName =
    path
      .basename(input.filename)
      .replace(/[^\w.-]/g, "_")
      .slice(-120) || "upload.json";
  const uploadId = `${Date.now()}-${randomBytes(4).toString("hex")}-${safeName}`;
  const dir = uploadDir(input.workspaceId);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, uploadId);
  const partial = `${file}.part`;
  const limit = maxBytes();
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > limit ? new UploadTooLargeError(limit) : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(input.body as WebReadableStream<Uint8Array>), count, createWriteStream(partial));
    if (bytes === 0) throw new AppError("INVALID_INPUT", "The file is empty.");
    await assertLooksLikeJson(partial, input.filename);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { uploadId, path: file, bytes };
}

// The importer reads JSON arrays, single objects and JSON Lines: all start with "[" or "{".
// Anything else is refused now rather than failing later in a worker.
async function assertLooksLikeJson(file: string, filename: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const first = buffer
      .subarray(0, bytesRead)
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimStart()[0];
    if (first !== "[" && first !== "{")
      throw new AppError("INVALID_INPUT", `${path.basename(filename)} is not a LongMemEval JSON or JSON Lines file (it does not start with "[" or "{").`);
  } finally {
    await handle.close();
  }
}
