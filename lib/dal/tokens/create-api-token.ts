import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";
import { ROLE_PERMISSIONS, type Permission } from "@/lib/permissions/permissions";
import { generateApiToken } from "@/lib/tokens/api-token";

// Creates a token for a member of the workspace and returns it once; only its hash is stored.
// A token never holds a scope its user's role lacks (can() would refuse it anyway).
export async function createApiToken(input: {
  workspaceId: string;
  userId: string;
  name: string;
  scopes: Permission[];
  expiresAt?: Date | null;
  actorId: string | null;
}) {
  const scopes = [...new Set(input.scopes)];
  const { token, tokenHash, prefix } = generateApiToken();
  return getDb().$transaction(async (tx) => {
    const membership = await tx.membership.findUnique({
      where: { workspaceId_userId: { workspaceId: input.workspaceId, userId: input.userId } },
      select: { role: true },
    });
    if (!membership) throw new AppError("NOT_FOUND", "That user is not a member of this workspace.");
    const beyondRole = scopes.filter((scope) => !ROLE_PERMISSIONS[membership.role].has(scope));
    if (beyondRole.length > 0) {
      throw new AppError("FORBIDDEN", `A ${membership.role} cannot give a token ${beyondRole.join(", ")}: a token never does more than its user's role.`);
    }
    const created = await tx.apiToken.create({
      data: { workspaceId: input.workspaceId, userId: input.userId, name: input.name, tokenHash, prefix, scopes, expiresAt: input.expiresAt ?? null },
      select: { id: true, workspaceId: true, userId: true, name: true, prefix: true, scopes: true, expiresAt: true, createdAt: true },
    });
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: "token.created",
      targetType: "api_token",
      targetId: created.id,
      after: { name: created.name, prefix, scopes, userId: input.userId, expiresAt: created.expiresAt?.toISOString() ?? null },
    });
    return { ...created, token };
  });
}
