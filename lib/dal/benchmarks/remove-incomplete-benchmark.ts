import "server-only";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";

export type RemovedImport = { benchmark: string; questions: number; sessions: number; turns: number; keptSessions: number };

// Undoes an import that did not finish: the benchmark and its questions go, and so do the
// sessions (with their turns) that only its haystacks used. A session that another benchmark's
// haystack, a fact sheet, a memory or a proposal also uses is kept. Turns are immutable
// observations, so this is one of the two deliberate purges (with the demo reset): lore.purge is
// switched on for this transaction only. The benchmark row is locked and its state read again
// inside the transaction, so an import finishing meanwhile is never undone.
export async function removeIncompleteBenchmark(input: { workspaceId: string; name: string }): Promise<RemovedImport> {
  return getDb().$transaction(
    async (tx) => {
      const [benchmark] = await tx.$queryRaw<{ id: string; importState: string }[]>`
        SELECT id, "importState" FROM "Benchmark" WHERE "workspaceId" = ${input.workspaceId} AND name = ${input.name} FOR UPDATE`;
      if (!benchmark) throw new AppError("NOT_FOUND", `no benchmark ${input.name} in this workspace`);
      if (benchmark.importState !== "incomplete")
        throw new AppError("CONFLICT", `benchmark ${input.name} is complete: its import finished, so there is nothing to undo`);
      const runs = await tx.run.findMany({ where: { benchmarkId: benchmark.id }, select: { name: true }, take: 5 });
      if (runs.length > 0)
        throw new AppError(
          "CONFLICT",
          `benchmark ${input.name} has runs (${runs.map((r) => r.name).join(", ")}): undo removes only a benchmark no run depends on`,
        );
      await tx.$executeRaw`SET LOCAL lore.purge = 'on'`;
      const used = await tx.$queryRaw<{ sessionId: string }[]>`
        SELECT DISTINCT hs."sessionId" FROM "HaystackSession" hs JOIN "Question" q ON q.id = hs."questionId" WHERE q."benchmarkId" = ${benchmark.id}`;
      const questions = await tx.question.deleteMany({ where: { benchmarkId: benchmark.id } });
      await tx.benchmark.delete({ where: { id: benchmark.id } });
      const sessionIds = used.map((u) => u.sessionId);
      const orphans = await tx.$queryRaw<{ id: string }[]>`
        SELECT s.id FROM "Session" s
        WHERE s.id = ANY(${sessionIds}::text[])
          AND NOT EXISTS (SELECT 1 FROM "HaystackSession" hs WHERE hs."sessionId" = s.id)
          AND NOT EXISTS (SELECT 1 FROM "FactSheet" f WHERE f."sessionId" = s.id)
          AND NOT EXISTS (SELECT 1 FROM "MemorySource" m JOIN "Observation" o ON o.id = m."observationId" WHERE o."sessionId" = s.id)
          AND NOT EXISTS (SELECT 1 FROM "ProposalCitation" p JOIN "Observation" o ON o.id = p."observationId" WHERE o."sessionId" = s.id)
        FOR UPDATE OF s`;
      const orphanIds = orphans.map((o) => o.id);
      const turns = await tx.observation.deleteMany({ where: { sessionId: { in: orphanIds } } });
      await tx.session.deleteMany({ where: { id: { in: orphanIds } } });
      return {
        benchmark: input.name,
        questions: questions.count,
        sessions: orphanIds.length,
        turns: turns.count,
        keptSessions: sessionIds.length - orphanIds.length,
      };
    },
    { timeout: 300_000, maxWait: 60_000 },
  );
}
