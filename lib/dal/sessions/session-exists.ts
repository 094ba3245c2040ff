import "server-only";
import { getDb } from "@/lib/db/prisma";

// Whether the workspace holds this session: the record page's layout asks before its page streams,
// so that a missing (or another workspace's) session answers 404. Reads one indexed id, nothing else.
export async function sessionExists(input: { workspaceId: string; sessionId: string }): Promise<boolean> {
  const row = await getDb().session.findFirst({ where: { id: input.sessionId, workspaceId: input.workspaceId }, select: { id: true } });
  return row !== null;
}
