import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function getBenchmarkImportState(input: { workspaceId: string; benchmarkId: string }) {
  return getDb().benchmark.findFirst({
    where: { id: input.benchmarkId, workspaceId: input.workspaceId },
    select: { name: true, importState: true, importProblem: true },
  });
}
