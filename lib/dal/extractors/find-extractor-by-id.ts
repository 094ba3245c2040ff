import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function findExtractorById(input: { workspaceId: string; id: string }) {
  return getDb().extractor.findFirst({ where: { id: input.id, workspaceId: input.workspaceId }, select: { id: true, name: true, version: true } });
}
