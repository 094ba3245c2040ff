import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export async function saveExperimentResults(rows: Prisma.RunResultCreateManyInput[]): Promise<void> {
  if (rows.length) await getDb().runResult.createMany({ data: rows, skipDuplicates: true });
}

export async function finishExperimentRun(input: { runId: string; workspaceId: string; status: "completed" | "failed" }): Promise<void> {
  await getDb().run.updateMany({ where: { id: input.runId, workspaceId: input.workspaceId }, data: { status: input.status, completedAt: new Date() } });
}
