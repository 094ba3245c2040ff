import "server-only";
import { getDb } from "@/lib/db/prisma";

// A run by id or by name (optionally within a benchmark), with its hypotheses in question order.
export async function findRunForExport(input: { workspaceId: string; run: string; benchmark?: string }) {
  const runs = await getDb().run.findMany({
    where: {
      workspaceId: input.workspaceId,
      OR: [{ id: input.run }, { name: input.run }],
      ...(input.benchmark ? { benchmark: { name: input.benchmark } } : {}),
    },
    select: { id: true, name: true, benchmark: { select: { name: true } } },
  });
  if (runs.length !== 1) return { runs: runs.map((r) => `${r.benchmark.name}/${r.name}`), results: null };
  const results = await getDb().runResult.findMany({
    where: { runId: runs[0]!.id },
    orderBy: { questionExternalId: "asc" },
    select: { questionExternalId: true, hypothesis: true },
  });
  return { runs: [`${runs[0]!.benchmark.name}/${runs[0]!.name}`], results };
}
