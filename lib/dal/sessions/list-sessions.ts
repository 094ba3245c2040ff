import "server-only";
import { getDb } from "@/lib/db/prisma";

export async function listSessions(input: { workspaceId: string; take?: number; skip?: number }) {
  const db = getDb();
  const where = { workspaceId: input.workspaceId };
  const [total, sessions] = await Promise.all([
    db.session.count({ where }),
    db.session.findMany({
      where,
      orderBy: [{ date: "desc" }, { externalId: "asc" }],
      take: input.take ?? 100,
      skip: input.skip ?? 0,
      select: {
        id: true,
        externalId: true,
        dateText: true,
        turnCount: true,
        _count: { select: { factSheets: true, haystacks: true } },
      },
    }),
  ]);
  return { total, sessions };
}
