import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEMO_WORKSPACE_SLUG } from "@/lib/demo/generate-demo-data";

// Deletes the demo workspace and everything in it (the foreign keys cascade). Observations,
// memory revisions and audit events are protected by triggers that refuse DELETE unless
// lore.purge is on; SET LOCAL keeps that switch inside this one transaction. Demo users stay,
// because they may belong to other workspaces; the caller reseeds afterwards.
export async function resetDemoWorkspace(db: PrismaClient = getDb()): Promise<void> {
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET LOCAL lore.purge = 'on'`;
      await tx.workspace.deleteMany({ where: { slug: DEMO_WORKSPACE_SLUG } });
    },
    { timeout: 300_000, maxWait: 60_000 },
  );
}
