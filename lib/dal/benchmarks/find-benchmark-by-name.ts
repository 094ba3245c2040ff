import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function findBenchmarkByName(input: { workspaceId: string; name: string }) {
  return getDb().benchmark.findUnique({ where: { workspaceId_name: input }, select: { id: true, name: true, importState: true, importProblem: true } });
}
