import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import type { VerdictLabelValue } from "@/lib/schemas/verdict-label";

export type SavedVerdictLabel = { runId: string; questionId: string; label: VerdictLabelValue; previous: VerdictLabelValue | null; changed: boolean };

// Stores a person's label of one judged question of a run, replacing any earlier label; the label
// and its audit event commit together. The result row is locked first, so concurrent labels of
// one question each record the label they really replaced. The same label again changes nothing
// and records nothing.
export async function saveVerdictLabel(input: {
  workspaceId: string;
  runId: string;
  questionId: string;
  label: VerdictLabelValue;
  actorId: string;
}): Promise<SavedVerdictLabel> {
  return getDb().$transaction(
    async (tx) => {
      const [result] = await tx.$queryRaw<{ id: string; correct: boolean | null }[]>`
      SELECT rr."id", rr."correct" FROM "RunResult" rr JOIN "Run" r ON r."id" = rr."runId"
      WHERE rr."runId" = ${input.runId} AND rr."questionExternalId" = ${input.questionId} AND r."workspaceId" = ${input.workspaceId}
      FOR NO KEY UPDATE OF rr`;
      if (!result) throw new AppError("NOT_FOUND", `Run ${input.runId} has no question ${input.questionId}.`);
      if (result.correct === null) throw new AppError("INVALID_INPUT", `Question ${input.questionId} of this run has no judge verdict to check.`);
      const existing = await tx.verdictLabel.findUnique({ where: { runResultId: result.id }, select: { label: true } });
      const previous = existing?.label ?? null;
      const base = { runId: input.runId, questionId: input.questionId, label: input.label, previous };
      if (previous === input.label) return { ...base, changed: false };
      await tx.verdictLabel.upsert({
        where: { runResultId: result.id },
        create: { runId: input.runId, runResultId: result.id, label: input.label, labelerId: input.actorId },
        update: { label: input.label, labelerId: input.actorId, labeledAt: new Date() },
      });
      await recordAuditEvent(tx, {
        workspaceId: input.workspaceId,
        actorId: input.actorId,
        action: previous ? "verdict.relabeled" : "verdict.labeled",
        targetType: "runResult",
        targetId: result.id,
        before: previous ? { label: previous } : undefined,
        after: { runId: input.runId, questionId: input.questionId, label: input.label, judgeVerdict: result.correct ? "correct" : "incorrect" },
      });
      return { ...base, changed: true };
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
