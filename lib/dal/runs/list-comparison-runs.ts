import "server-only";
import { getDb } from "@/lib/db/prisma";

// The runs a comparison names, with their benchmark, scoped by workspace (a run of another
// workspace is simply not found).
export async function listComparisonRuns(input: { workspaceId: string; runIds: string[] }) {
  return getDb().run.findMany({
    where: { id: { in: input.runIds }, workspaceId: input.workspaceId },
    select: {
      id: true,
      name: true,
      kind: true,
      reader: true,
      judge: true,
      judgeProtocol: true,
      configuration: true,
      archivedAt: true,
      createdAt: true,
      benchmark: { select: { id: true, name: true } },
    },
  });
}

export type ComparisonRunRow = Awaited<ReturnType<typeof listComparisonRuns>>[number];
