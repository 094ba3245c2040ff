import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function listExtractors(input: { workspaceId: string }) {
  const rows = await getDb().extractor.findMany({
    where: { workspaceId: input.workspaceId },
    select: { id: true, name: true, version: true, promptHash: true, _count: { select: { factSheets: true } } },
    orderBy: [{ name: "asc" }, { version: "asc" }],
  });
  return rows.map(({ _count, ...row }) => ({ ...row, factSheets: _count.factSheets }));
}
