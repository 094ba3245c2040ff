import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";

// Replaces a run's tags; the change and its audit event commit together. Setting the tags it
// already has changes nothing and records nothing.
export async function setRunTags(input: { workspaceId: string; runId: string; actorId: string; tags: string[] }) {
  return getDb().$transaction(
    async (tx) => {
      // Row-locked, so that concurrent retags record what each really replaced.
      const [run] = await tx.$queryRaw<{ tags: string[] }[]>`
      SELECT COALESCE("tags", ARRAY[]::text[]) AS "tags" FROM "Run" WHERE "id" = ${input.runId} AND "workspaceId" = ${input.workspaceId} FOR NO KEY UPDATE`;
      if (!run) throw new AppError("NOT_FOUND", "That run does not exist.");
      if (run.tags.length === input.tags.length && run.tags.every((tag, i) => tag === input.tags[i]))
        return { runId: input.runId, tags: run.tags, changed: false };
      await tx.run.updateMany({ where: { id: input.runId, workspaceId: input.workspaceId }, data: { tags: input.tags } });
      await recordAuditEvent(tx, {
        workspaceId: input.workspaceId,
        actorId: input.actorId,
        action: "run.tagged",
        targetType: "run",
        targetId: input.runId,
        before: { tags: run.tags },
        after: { tags: input.tags },
      });
      return { runId: input.runId, tags: input.tags, changed: true };
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}
