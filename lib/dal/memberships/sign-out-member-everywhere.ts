import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";

// An admin ends every login session of a member of their workspace (a lost laptop, a leaked
// cookie). Scoped by the membership: someone outside the workspace is not found.
export async function signOutMemberEverywhere(input: { workspaceId: string; userId: string; actorId: string }) {
  return getDb().$transaction(async (tx) => {
    const membership = await tx.membership.findUnique({
      where: { workspaceId_userId: { workspaceId: input.workspaceId, userId: input.userId } },
      select: { id: true },
    });
    if (!membership) throw new AppError("NOT_FOUND", "That person is not a member of this workspace.");
    const user = await tx.user.update({ where: { id: input.userId }, data: { sessionVersion: { increment: 1 } }, select: { sessionVersion: true } });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: "member.signed_out_everywhere",
      targetType: "membership",
      targetId: membership.id,
      after: { sessionVersion: user.sessionVersion },
    });
    return { userId: input.userId, sessionVersion: user.sessionVersion };
  });
}
