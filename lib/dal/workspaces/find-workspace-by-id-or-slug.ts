import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function findWorkspaceByIdOrSlug(idOrSlug: string) {
  return getDb().workspace.findFirst({
    where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] },
    select: { id: true, name: true, slug: true },
  });
}
