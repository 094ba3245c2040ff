import "server-only";
import { getDb } from "@/lib/db/prisma";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { lockRunName } from "@/lib/dal/runs/lock-run-name";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ScoredResult } from "@/lib/runs/score-imported-run";

export type ImportedRunInput = {
  workspaceId: string;
  benchmarkId: string;
  name: string;
  reader: string | null;
  judge: string | null;
  notes: string | null;
  configuration: Prisma.InputJsonValue;
  actorId: string | null;
  results: ScoredResult[];
};

// A run and all its results commit together; importing a run under an existing name replaces it
// whole, so re-running an import is safe.
export async function replaceImportedRun(input: ImportedRunInput): Promise<{ id: string; replaced: boolean }> {
  return getDb().$transaction(
    async (tx) => {
      await lockRunName(tx, { benchmarkId: input.benchmarkId, name: input.name });
      const existing = await tx.run.findUnique({ where: { benchmarkId_name: { benchmarkId: input.benchmarkId, name: input.name } }, select: { id: true } });
      if (existing) await tx.run.delete({ where: { id: existing.id } });
      const run = await tx.run.create({
        data: {
          workspaceId: input.workspaceId,
          benchmarkId: input.benchmarkId,
          name: input.name,
          kind: "imported",
          status: "completed",
          reader: input.reader,
          judge: input.judge,
          notes: input.notes,
          configuration: input.configuration,
          creatorId: input.actorId,
          completedAt: new Date(),
        },
        select: { id: true },
      });
      for (let i = 0; i < input.results.length; i += 1000) {
        await tx.runResult.createMany({
          data: input.results.slice(i, i + 1000).map((r) => ({
            runId: run.id,
            questionId: r.questionDbId,
            questionExternalId: r.questionId,
            questionType: r.resolvedType,
            hypothesis: r.hypothesis,
            correct: r.correct,
            judgeOutput: r.judge === null && r.correct === null ? undefined : { model: r.judge, label: r.correct },
            readerInputTokens: r.readerInputTokens,
            retrieved: r.rankedSessionIds
              ? r.rankedSessionIds.slice(0, 50).map((sessionId, i) => ({ rank: i + 1, externalId: sessionId, corpusId: r.rankedCorpusIds?.[i] ?? null }))
              : undefined,
          })),
        });
      }
      await recordAuditEvent(tx, {
        workspaceId: input.workspaceId,
        actorId: input.actorId,
        action: existing ? "run.reimported" : "run.imported",
        targetType: "run",
        targetId: run.id,
        after: { name: input.name, results: input.results.length },
      });
      return { id: run.id, replaced: Boolean(existing) };
    },
    { timeout: 300_000, maxWait: 60_000 },
  );
}
