import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function ensureBenchmark(input: { workspaceId: string; name: string }) {
  return getDb().benchmark.upsert({
    where: { workspaceId_name: { workspaceId: input.workspaceId, name: input.name } },
    create: { workspaceId: input.workspaceId, name: input.name },
    update: {},
    select: { id: true, name: true },
  });
}
