import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function completeUpload(input: { uploadId: string; bytes: number }): Promise<void> {
  await getDb().upload.update({ where: { id: input.uploadId }, data: { complete: true, bytes: BigInt(input.bytes) } });
}
