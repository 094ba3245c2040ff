import "server-only";
import { getDb } from "@/lib/db/prisma";

// One chunk at a time, so a 3 GB upload is read with 1 MiB in memory.
export async function readUploadChunk(input: { uploadId: string; index: number }): Promise<Buffer | null> {
  const chunk = await getDb().uploadChunk.findUnique({ where: { uploadId_index: input }, select: { data: true } });
  return chunk ? Buffer.from(chunk.data) : null;
}
