import "server-only";
import { getDb } from "@/lib/db/prisma";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { AppError } from "@/lib/errors";
import type { Role } from "@/lib/generated/prisma/enums";

export async function addMember(input: { workspaceId: string; email: string; role: Role; actorId: string | null }) {
  const db = getDb();
  const email = input.email.trim().toLowerCase();
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) throw new AppError("NOT_FOUND", `No user has the email ${email}. Create the account first.`);
  const already = () => new AppError("CONFLICT", `${email} is already a member of this workspace.`);
  // Two concurrent additions of one person both pass the check; the unique index refuses the
  // second, which then reports the same CONFLICT.
  return db
    .$transaction(async (tx) => {
      const existing = await tx.membership.findUnique({
        where: { workspaceId_userId: { workspaceId: input.workspaceId, userId: user.id } },
        select: { id: true },
      });
      if (existing) throw already();
      const membership = await tx.membership.create({
        data: { workspaceId: input.workspaceId, userId: user.id, role: input.role },
        select: { id: true, role: true, userId: true },
      });
      await recordAuditEvent(tx, {
        workspaceId: input.workspaceId,
        actorId: input.actorId,
        action: "member.added",
        targetType: "membership",
        targetId: membership.id,
        after: { email, role: input.role },
      });
      return membership;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw already();
      throw error;
    });
}
