import "server-only";
import { getDb } from "@/lib/db/prisma";

// The turns of the sessions a reader receives, grouped by session.
export async function loadSessionTurns(input: { workspaceId: string; sessionIds: string[] }): Promise<Map<string, { role: string | null; content: string }[]>> {
  const rows = await getDb().observation.findMany({
    where: { workspaceId: input.workspaceId, sessionId: { in: input.sessionIds } },
    orderBy: [{ sessionId: "asc" }, { position: "asc" }],
    select: { sessionId: true, role: true, content: true },
  });
  const bySession = new Map<string, { role: string | null; content: string }[]>();
  for (const r of rows) {
    const list = bySession.get(r.sessionId!) ?? [];
    list.push({ role: r.role, content: r.content });
    bySession.set(r.sessionId!, list);
  }
  return bySession;
}
