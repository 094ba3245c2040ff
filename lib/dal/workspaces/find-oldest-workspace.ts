import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function findOldestWorkspace() {
  return getDb().workspace.findFirst({ orderBy: { createdAt: "asc" }, select: { id: true, name: true, slug: true } });
}
