import "server-only";
import { getDb } from "@/lib/db/prisma";

// Whether the workspace holds this run: the layout of /runs/[runId] (and its verify page) asks
// before the page streams, so that a missing (or another workspace's) run answers 404.
export async function runExists(input: { workspaceId: string; runId: string }): Promise<boolean> {
  const row = await getDb().run.findFirst({ where: { id: input.runId, workspaceId: input.workspaceId }, select: { id: true } });
  return row !== null;
}
