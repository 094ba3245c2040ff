import "server-only";
import { getDb } from "@/lib/db/prisma";

// The texts of the given memories that are active in the workspace (scoped inside the query);
// an id of another workspace, or of a memory no longer active, is left out.
export async function listActiveMemoryBodies(input: { workspaceId: string; ids: readonly string[] }): Promise<Map<string, string>> {
  const rows = await getDb().memory.findMany({
    where: { id: { in: [...input.ids] }, workspaceId: input.workspaceId, status: "active" },
    select: { id: true, body: true },
  });
  return new Map(rows.map((m) => [m.id, m.body]));
}
