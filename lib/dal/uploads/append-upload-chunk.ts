import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function appendUploadChunk(input: { uploadId: string; index: number; data: Buffer }): Promise<void> {
  await getDb().uploadChunk.create({ data: { uploadId: input.uploadId, index: input.index, data: new Uint8Array(input.data) } });
}
