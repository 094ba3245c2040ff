import "server-only";
import { getDb } from "@/lib/db/prisma";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { lockRunName } from "@/lib/dal/runs/lock-run-name";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sameJson } from "@/lib/utils/same-json";

// Starts (or resumes) a run: an unfinished run with the same name and configuration keeps its
// results and continues; a finished one, or one configured differently, is replaced.
export async function startExperimentRun(input: {
  workspaceId: string;
  benchmarkId: string;
  name: string;
  kind: "retrieval" | "qa";
  configuration: Prisma.InputJsonValue;
  actorId: string | null;
  // Recorded on the run for the runs list; the configuration decides whether a run resumes.
  reader?: string | null;
  judge?: string | null;
  judgeProtocol?: string | null;
  // The hash of every setting and input (a study's step), so a later plan can find and reuse it.
  configHash?: string | null;
}): Promise<{ runId: string; done: Set<string> }> {
  return getDb().$transaction(async (tx) => {
    await lockRunName(tx, { benchmarkId: input.benchmarkId, name: input.name });
    const existing = await tx.run.findUnique({
      where: { benchmarkId_name: { benchmarkId: input.benchmarkId, name: input.name } },
      select: { id: true, status: true, configuration: true, results: { select: { questionExternalId: true } } },
    });
    if (existing && existing.status !== "completed" && sameJson(existing.configuration, input.configuration)) {
      return { runId: existing.id, done: new Set(existing.results.map((r) => r.questionExternalId)) };
    }
    if (existing) await tx.run.delete({ where: { id: existing.id } });
    const run = await tx.run.create({
      data: {
        workspaceId: input.workspaceId,
        benchmarkId: input.benchmarkId,
        name: input.name,
        kind: input.kind,
        status: "running",
        configuration: input.configuration,
        creatorId: input.actorId,
        reader: input.reader ?? null,
        judge: input.judge ?? null,
        judgeProtocol: input.judgeProtocol ?? null,
        configHash: input.configHash ?? null,
      },
      select: { id: true },
    });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: "run.started",
      targetType: "run",
      targetId: run.id,
      after: { name: input.name, configuration: input.configuration },
    });
    return { runId: run.id, done: new Set<string>() };
  });
}
