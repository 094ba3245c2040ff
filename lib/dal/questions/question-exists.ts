import "server-only";
import { getDb } from "@/lib/db/prisma";

// Whether one of the workspace's benchmarks holds this question (a question belongs to a workspace
// through its benchmark): the record page's layout asks before its page streams, so that a missing
// (or another workspace's) question answers 404.
export async function questionExists(input: { workspaceId: string; questionId: string }): Promise<boolean> {
  const row = await getDb().question.findFirst({ where: { id: input.questionId, benchmark: { workspaceId: input.workspaceId } }, select: { id: true } });
  return row !== null;
}
