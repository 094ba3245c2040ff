import "server-only";
import { getDb } from "@/lib/db/prisma";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { lockWorkspaceAdmins } from "@/lib/dal/memberships/lock-workspace-admins";
import { AppError } from "@/lib/errors";
import type { Role } from "@/lib/generated/prisma/enums";

export async function setMemberRole(input: { workspaceId: string; userId: string; role: Role; actorId: string }) {
  return getDb().$transaction(async (tx) => {
    // Locked before the target is read and the admins counted, so that two admins demoting each
    // other at once cannot both see "another admin is left".
    const admins = await lockWorkspaceAdmins(tx, input.workspaceId);
    const membership = await tx.membership.findUnique({
      where: { workspaceId_userId: { workspaceId: input.workspaceId, userId: input.userId } },
      select: { id: true, role: true },
    });
    if (!membership) throw new AppError("NOT_FOUND", "That person is not a member of this workspace.");
    if (membership.role === "admin" && input.role !== "admin") {
      if (admins.filter((userId) => userId !== input.userId).length === 0)
        throw new AppError("CONFLICT", "A workspace needs at least one admin: make another member an admin before changing this one's role.");
    }
    await tx.membership.update({ where: { id: membership.id }, data: { role: input.role } });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: "member.role_changed",
      targetType: "membership",
      targetId: membership.id,
      before: { role: membership.role },
      after: { role: input.role },
    });
    return { userId: input.userId, role: input.role };
  });
}
