import "server-only";
import { getDb } from "@/lib/db/prisma";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { AppError } from "@/lib/errors";
import type { Role } from "@/lib/generated/prisma/enums";

export async function setMemberRole(input: { workspaceId: string; userId: string; role: Role; actorId: string }) {
  return getDb().$transaction(async (tx) => {
    const membership = await tx.membership.findUnique({
      where: { workspaceId_userId: { workspaceId: input.workspaceId, userId: input.userId } },
      select: { id: true, role: true },
    });
    if (!membership) throw new AppError("NOT_FOUND", "That person is not a member of this workspace.");
    if (membership.role === "admin" && input.role !== "admin") {
      const admins = await tx.membership.count({ where: { workspaceId: input.workspaceId, role: "admin" } });
      if (admins <= 1) throw new AppError("CONFLICT", "A workspace needs at least one admin.");
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
