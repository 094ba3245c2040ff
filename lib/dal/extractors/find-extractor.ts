import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function findExtractor(input: { workspaceId: string; name: string; version: string }) {
  return getDb().extractor.findUnique({
    where: { workspaceId_name_version: input },
    select: { id: true, name: true, version: true },
  });
}
