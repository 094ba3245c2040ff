import "server-only";
import { getDb } from "@/lib/db/prisma";
import { retrievedSessionIds } from "@/lib/runs/comparable-result";
import { rankingFromPaths } from "@/lib/runs/ranking-from-paths";

type PathRow = { id: string; runId: string; questionExternalId: string; length: number | null; ids: unknown; ranks: unknown };

// Each result's retrieved session ids in rank order, keyed by run and question. Reading two flat
// arrays per result instead of 50 JSON objects is what keeps a 500-question comparison well under
// its time budget; rankings that are not stored plainly are read whole (see rankingFromPaths).
export async function loadRankings(input: { workspaceId: string; runIds: string[] }): Promise<Map<string, string[] | null>> {
  const db = getDb();
  const rows = await db.$queryRaw<PathRow[]>`
    SELECT rr.id, rr."runId" AS "runId", rr."questionExternalId" AS "questionExternalId",
           CASE WHEN jsonb_typeof(rr.retrieved) = 'array' THEN jsonb_array_length(rr.retrieved) END AS length,
           jsonb_path_query_array(rr.retrieved, '$[*].externalId') AS ids,
           jsonb_path_query_array(rr.retrieved, '$[*].rank') AS ranks
      FROM "RunResult" rr
      JOIN "Run" r ON r.id = rr."runId"
     WHERE r."workspaceId" = ${input.workspaceId} AND rr."runId" = ANY(${input.runIds}::text[]) AND rr.retrieved IS NOT NULL`;
  const rankings = new Map<string, string[] | null>();
  const fallback: PathRow[] = [];
  for (const row of rows) {
    const ranking = rankingFromPaths(row);
    if (ranking === "fallback") fallback.push(row);
    else rankings.set(rankingKey(row.runId, row.questionExternalId), ranking);
  }
  if (fallback.length) {
    const full = await db.runResult.findMany({
      where: { id: { in: fallback.map((r) => r.id) }, run: { workspaceId: input.workspaceId } },
      select: { runId: true, questionExternalId: true, retrieved: true },
    });
    for (const row of full) rankings.set(rankingKey(row.runId, row.questionExternalId), retrievedSessionIds(row.retrieved));
  }
  return rankings;
}

export function rankingKey(runId: string, questionExternalId: string): string {
  return `${runId}\u0000${questionExternalId}`;
}
