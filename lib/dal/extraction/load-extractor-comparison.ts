import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export type ComparedSheet = { text: string; passthrough: boolean };
export type ComparedSession = {
  id: string;
  externalId: string;
  turns: { id: string; role: string; content: string; answerBearing: boolean }[];
  a: ComparedSheet;
  b: ComparedSheet;
};

// One page of the sessions both extractors have a sheet for, with the turns the sheets came
// from, plus how many sessions only one of them covers. Both extractors must belong to the
// workspace, else null.
export async function loadExtractorComparison(input: { workspaceId: string; aId: string; bId: string; page: number; pageSize: number }) {
  const db = getDb();
  const extractors = await db.extractor.findMany({
    where: { workspaceId: input.workspaceId, id: { in: [input.aId, input.bId] } },
    select: { id: true, name: true, version: true },
  });
  const a = extractors.find((e) => e.id === input.aId);
  const b = extractors.find((e) => e.id === input.bId);
  if (!a || !b) return null;
  const hasA: Prisma.SessionWhereInput = { factSheets: { some: { extractorId: a.id } } };
  const hasB: Prisma.SessionWhereInput = { factSheets: { some: { extractorId: b.id } } };
  const both: Prisma.SessionWhereInput = { workspaceId: input.workspaceId, AND: [hasA, hasB] };
  const [total, onlyA, onlyB, rows] = await Promise.all([
    db.session.count({ where: both }),
    db.session.count({ where: { workspaceId: input.workspaceId, AND: [hasA, { NOT: hasB }] } }),
    db.session.count({ where: { workspaceId: input.workspaceId, AND: [hasB, { NOT: hasA }] } }),
    db.session.findMany({
      where: both,
      orderBy: [{ externalId: "asc" }, { id: "asc" }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      select: {
        id: true,
        externalId: true,
        factSheets: { where: { extractorId: { in: [a.id, b.id] } }, select: { extractorId: true, text: true, passthrough: true } },
        observations: {
          where: { kind: "message" },
          orderBy: { position: "asc" },
          select: { id: true, role: true, content: true, _count: { select: { evidenceFor: true } } },
        },
      },
    }),
  ]);
  const sessions: ComparedSession[] = rows.map((row) => {
    const sheet = (id: string) => row.factSheets.find((f) => f.extractorId === id)!;
    return {
      id: row.id,
      externalId: row.externalId,
      turns: row.observations.map((o) => ({ id: o.id, role: o.role ?? "user", content: o.content, answerBearing: o._count.evidenceFor > 0 })),
      a: { text: sheet(a.id).text, passthrough: sheet(a.id).passthrough },
      b: { text: sheet(b.id).text, passthrough: sheet(b.id).passthrough },
    };
  });
  return { a, b, total, onlyA, onlyB, sessions };
}
