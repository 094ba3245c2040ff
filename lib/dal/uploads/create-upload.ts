import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function createUpload(input: { id: string; workspaceId: string; filename: string }): Promise<void> {
  await getDb().upload.create({ data: input });
}
