import "server-only";
import { getDb } from "@/lib/db/prisma";

export type BenchmarkWithSheets = { id: string; name: string; sessionsWithSheets: number };

// The workspace's benchmarks by name, each with how many of its sessions have a fact sheet from
// any extractor (the comparison page defaults to the first benchmark that has some).
export async function listBenchmarksWithSheets(input: { workspaceId: string }): Promise<BenchmarkWithSheets[]> {
  const rows = await getDb().$queryRaw<{ id: string; name: string; sessions: bigint }[]>`
    SELECT b.id, b.name,
           (SELECT count(DISTINCT hs."sessionId") FROM "Question" q JOIN "HaystackSession" hs ON hs."questionId" = q.id
             WHERE q."benchmarkId" = b.id
               AND EXISTS (SELECT 1 FROM "FactSheet" f WHERE f."sessionId" = hs."sessionId" AND f."workspaceId" = b."workspaceId")) AS sessions
      FROM "Benchmark" b
     WHERE b."workspaceId" = ${input.workspaceId}
     ORDER BY b.name, b.id`;
  return rows.map((r) => ({ id: r.id, name: r.name, sessionsWithSheets: Number(r.sessions) }));
}
