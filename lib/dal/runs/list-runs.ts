import "server-only";
import { getDb } from "@/lib/db/prisma";
import { summarizeRunResults } from "@/lib/runs/summarize-run-results";

export async function listRuns(input: { workspaceId: string }) {
  const db = getDb();
  const runs = await db.run.findMany({
    where: { workspaceId: input.workspaceId, archivedAt: null },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      name: true,
      kind: true,
      status: true,
      reader: true,
      judge: true,
      configuration: true,
      createdAt: true,
      benchmark: { select: { name: true } },
      creator: { select: { name: true, email: true } },
    },
  });
  const results = await db.runResult.findMany({
    where: { run: { workspaceId: input.workspaceId, archivedAt: null } },
    select: { runId: true, correct: true, readerInputTokens: true, evidenceCoverage: true },
  });
  return runs.map((run) => ({ ...run, summary: summarizeRunResults(results.filter((r) => r.runId === run.id)) }));
}

export type RunListItem = Awaited<ReturnType<typeof listRuns>>[number];
