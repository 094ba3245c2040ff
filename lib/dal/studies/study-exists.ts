import "server-only";
import { getDb } from "@/lib/db/prisma";

// Whether the workspace holds this study, by id or name as findStudy reads it: the study page's
// layout asks before its page streams, so that a missing (or another workspace's) study answers 404.
export async function studyExists(input: { workspaceId: string; study: string }): Promise<boolean> {
  const row = await getDb().study.findFirst({
    where: { workspaceId: input.workspaceId, OR: [{ id: input.study }, { name: input.study }] },
    select: { id: true },
  });
  return row !== null;
}
