import "server-only";
import { storeRunSummaries } from "@/lib/dal/runs/store-run-summaries";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export async function saveExperimentResults(rows: Prisma.RunResultCreateManyInput[]): Promise<void> {
  if (rows.length) await getDb().runResult.createMany({ data: rows, skipDuplicates: true });
}

// A finished run's headline figures are stored now, so the runs list reads them instead of
// computing them on its first view.
export async function finishExperimentRun(input: { runId: string; workspaceId: string; status: "completed" | "failed" }): Promise<void> {
  await getDb().run.updateMany({ where: { id: input.runId, workspaceId: input.workspaceId }, data: { status: input.status, completedAt: new Date() } });
  await storeRunSummaries({ workspaceId: input.workspaceId, runIds: [input.runId] });
}
