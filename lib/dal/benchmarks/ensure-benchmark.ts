import "server-only";
import { getDb } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";

// Two imports into a new benchmark at once may both try to create it; the loser reads the
// winner's row.
export async function ensureBenchmark(input: { workspaceId: string; name: string }) {
  const where = { workspaceId_name: { workspaceId: input.workspaceId, name: input.name } };
  try {
    return await getDb().benchmark.upsert({
      where,
      create: { workspaceId: input.workspaceId, name: input.name },
      update: {},
      select: { id: true, name: true },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return getDb().benchmark.findUniqueOrThrow({ where, select: { id: true, name: true } });
  }
}
