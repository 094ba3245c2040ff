import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export type ExtractionScope = { workspaceId: string; benchmarkId: string | null };

// A benchmark's sessions are those in its questions' haystacks; without a benchmark, every
// session of the workspace.
export function scopeWhere(scope: ExtractionScope): Prisma.SessionWhereInput {
  return {
    workspaceId: scope.workspaceId,
    ...(scope.benchmarkId ? { haystacks: { some: { question: { benchmarkId: scope.benchmarkId } } } } : {}),
  };
}

// The sessions in scope, split into those that already have a sheet from this extractor and
// those still to extract (in a stable order, so chunks are the same on a retry).
export async function listSessionsToExtract(input: ExtractionScope & { extractorId: string }): Promise<{ total: number; done: number; pending: string[] }> {
  const db = getDb();
  const sessions = await db.session.findMany({ where: scopeWhere(input), select: { id: true }, orderBy: { id: "asc" } });
  const withSheet = await db.factSheet.findMany({
    where: { extractorId: input.extractorId, workspaceId: input.workspaceId, session: scopeWhere(input) },
    select: { sessionId: true },
  });
  const done = new Set(withSheet.map((f) => f.sessionId));
  return { total: sessions.length, done: done.size, pending: sessions.map((s) => s.id).filter((id) => !done.has(id)) };
}

export async function countSessionsWithoutSheet(input: ExtractionScope & { extractorId: string }): Promise<number> {
  return getDb().session.count({ where: { ...scopeWhere(input), factSheets: { none: { extractorId: input.extractorId } } } });
}
