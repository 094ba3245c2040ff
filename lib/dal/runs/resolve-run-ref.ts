import "server-only";
import { getDb } from "@/lib/db/prisma";

// The runs a command-line reference names: a run id, or a run name (optionally within a named
// benchmark). More than one match means the name is ambiguous across benchmarks.
export async function resolveRunRef(input: { workspaceId: string; run: string; benchmark?: string }) {
  return getDb().run.findMany({
    where: {
      workspaceId: input.workspaceId,
      OR: [{ id: input.run }, { name: input.run }],
      ...(input.benchmark ? { benchmark: { name: input.benchmark } } : {}),
    },
    select: { id: true, name: true, benchmark: { select: { name: true } } },
  });
}
