import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEMO_WORKSPACE_SLUG } from "@/lib/demo/generate-demo-data";

export async function hasDemoWorkspace(db: PrismaClient = getDb()): Promise<boolean> {
  const found = await db.workspace.findUnique({ where: { slug: DEMO_WORKSPACE_SLUG }, select: { id: true } });
  return found !== null;
}
