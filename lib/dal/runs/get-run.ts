import "server-only";
import { runSummarySelect } from "@/lib/dal/runs/list-run-page";
import { getDb } from "@/lib/db/prisma";

// One run of the workspace; null when it is not in the workspace.
export async function getRun(input: { workspaceId: string; runId: string }) {
  return getDb().run.findFirst({ where: { id: input.runId, workspaceId: input.workspaceId }, select: runSummarySelect });
}
