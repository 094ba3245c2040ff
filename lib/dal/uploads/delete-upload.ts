import "server-only";
import { getDb } from "@/lib/db/prisma";

// Its chunks go with it (ON DELETE CASCADE).
export async function deleteUpload(input: { workspaceId: string; uploadId: string }): Promise<void> {
  await getDb().upload.deleteMany({ where: { id: input.uploadId, workspaceId: input.workspaceId } });
}
