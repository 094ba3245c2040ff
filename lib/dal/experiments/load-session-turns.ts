import "server-only";
import { getDb } from "@/lib/db/prisma";

type Turn = { role: string | null; content: string };

// The turns of the sessions a reader receives, grouped by session. One raw query with an array
// parameter: a retrieval run calls this for nearly every question, and the generated findMany
// (an IN list of parameters, every row through the query compiler) cost a third more.
export async function loadSessionTurns(input: { workspaceId: string; sessionIds: string[] }): Promise<Map<string, Turn[]>> {
  if (input.sessionIds.length === 0) return new Map();
  const rows = await getDb().$queryRaw<(Turn & { sessionId: string })[]>`
    SELECT "sessionId", role, content FROM "Observation"
     WHERE "workspaceId" = ${input.workspaceId} AND "sessionId" = ANY(${input.sessionIds}::text[])
     ORDER BY "sessionId", position`;
  const bySession = new Map<string, Turn[]>();
  for (const r of rows) {
    const list = bySession.get(r.sessionId) ?? [];
    list.push({ role: r.role, content: r.content });
    bySession.set(r.sessionId, list);
  }
  return bySession;
}
