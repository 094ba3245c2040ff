import "server-only";
import { getDb } from "@/lib/db/prisma";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { AppError } from "@/lib/errors";

export async function renameWorkspace(input: { workspaceId: string; name: string; actorId: string }) {
  return getDb().$transaction(async (tx) => {
    // Row-locked, so that of two renames at once the second records the first's name as before.
    const [before] = await tx.$queryRaw<{ name: string }[]>`
      SELECT "name" FROM "Workspace" WHERE "id" = ${input.workspaceId} FOR NO KEY UPDATE`;
    if (!before) throw new AppError("NOT_FOUND", "That workspace does not exist.");
    const after = await tx.workspace.update({
      where: { id: input.workspaceId },
      data: { name: input.name },
      select: { id: true, name: true },
    });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: "workspace.renamed",
      targetType: "workspace",
      targetId: input.workspaceId,
      before,
      after: { name: after.name },
    });
    return after;
  });
}
