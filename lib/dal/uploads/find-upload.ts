import "server-only";
import { getDb } from "@/lib/db/prisma";

export type StoredUpload = { id: string; filename: string; bytes: number; chunks: number };

// A complete upload of this workspace (another workspace's id finds nothing), or null.
export async function findUpload(input: { workspaceId: string; uploadId: string }): Promise<StoredUpload | null> {
  const upload = await getDb().upload.findFirst({
    where: { id: input.uploadId, workspaceId: input.workspaceId, complete: true },
    select: { id: true, filename: true, bytes: true, _count: { select: { chunks: true } } },
  });
  return upload ? { id: upload.id, filename: upload.filename, bytes: Number(upload.bytes), chunks: upload._count.chunks } : null;
}
