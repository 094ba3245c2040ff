import "server-only";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { findUpload } from "@/lib/dal/uploads/find-upload";
import { readUploadChunk } from "@/lib/dal/uploads/read-upload-chunk";
import { freeBytes, MIN_FREE_FOR_BATCH_BYTES } from "@/lib/db/data-dir-check";
import { InputFileError } from "@/lib/import/read-json-values";

const mb = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

// The importers read files; an upload lives in the database so that any worker can reach it.
// This copies it, a chunk at a time, to a private temporary file on this worker's disk (after
// checking there is room), runs `consume` on it, and removes the copy whatever happens. The file
// keeps the name the user gave it, so errors name their file, not the server's.
// `filename` (the name the user gave, kept on the job) names a vanished upload in its error.
export async function withUploadFile<T>(
  input: { workspaceId: string; uploadId: string; filename?: string },
  consume: (file: string) => Promise<T>,
): Promise<T> {
  const upload = await findUpload(input);
  if (!upload) throw new InputFileError(input.filename ?? "The upload", "the uploaded file is no longer stored (it was imported or removed): upload it again");
  const dir = await mkdtemp(path.join(os.tmpdir(), "lore-upload-"));
  try {
    const free = freeBytes(dir);
    if (free < upload.bytes + MIN_FREE_FOR_BATCH_BYTES)
      throw new InputFileError(
        upload.filename,
        `this worker's temporary disk has ${mb(free)} free and reading the upload needs ${mb(upload.bytes + MIN_FREE_FOR_BATCH_BYTES)}: free some space (or set TMPDIR to a larger disk) and upload the file again`,
      );
    const file = path.join(dir, path.basename(upload.filename) || "upload.json");
    const out = createWriteStream(file, { mode: 0o600 });
    try {
      for (let index = 0; index < upload.chunks; index++) {
        const chunk = await readUploadChunk({ uploadId: upload.id, index });
        if (!chunk) throw new InputFileError(upload.filename, `the stored upload is missing its part ${index + 1} of ${upload.chunks}: upload it again`);
        if (!out.write(chunk)) await once(out, "drain");
      }
    } finally {
      out.end();
      await once(out, "close");
    }
    return await consume(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
