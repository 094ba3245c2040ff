import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function listBenchmarks(input: { workspaceId: string }) {
  return getDb().benchmark.findMany({ where: { workspaceId: input.workspaceId }, select: { id: true, name: true }, orderBy: { name: "asc" } });
}

export async function findBenchmarkInWorkspace(input: { workspaceId: string; id: string }) {
  return getDb().benchmark.findFirst({ where: { id: input.id, workspaceId: input.workspaceId }, select: { id: true, name: true } });
}
