import "server-only";
import { getDb } from "@/lib/db/prisma";

// The newest completed run of the workspace made with exactly this configuration (any name:
// another study may have made it), or null.
export async function findRunByConfigHash(input: { workspaceId: string; benchmarkId: string; hash: string }) {
  return getDb().run.findFirst({
    where: { workspaceId: input.workspaceId, benchmarkId: input.benchmarkId, configHash: input.hash, status: "completed" },
    orderBy: { completedAt: "desc" },
    select: { id: true, name: true },
  });
}
