import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function listExtractors(workspaceId: string) {
  return getDb().extractor.findMany({
    where: { workspaceId },
    select: { id: true, name: true, version: true },
    orderBy: [{ name: "asc" }, { version: "asc" }],
  });
}
