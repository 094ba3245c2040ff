import "server-only";
import { recordAuditEvent } from "@/lib/dal/audit/record-audit-event";
import { getDb } from "@/lib/db/prisma";
import { AppError } from "@/lib/errors";

// Revokes a token of the workspace; with ownerId, only that user's token. Revoking twice is a
// no-op that reports the first revocation.
export async function revokeApiToken(input: { workspaceId: string; tokenId: string; ownerId: string | null; actorId: string }) {
  return getDb().$transaction(async (tx) => {
    const token = await tx.apiToken.findFirst({
      where: { id: input.tokenId, workspaceId: input.workspaceId, ...(input.ownerId ? { userId: input.ownerId } : {}) },
      select: { id: true, name: true, prefix: true, userId: true, revokedAt: true },
    });
    if (!token) throw new AppError("NOT_FOUND", "That token does not exist.");
    if (token.revokedAt) return { id: token.id, revokedAt: token.revokedAt };
    const revokedAt = new Date();
    // The condition makes a concurrent second revocation a no-op instead of a second audit event.
    const { count } = await tx.apiToken.updateMany({ where: { id: token.id, revokedAt: null }, data: { revokedAt } });
    if (count === 0) {
      const current = await tx.apiToken.findUniqueOrThrow({ where: { id: token.id }, select: { revokedAt: true } });
      return { id: token.id, revokedAt: current.revokedAt ?? revokedAt };
    }
    await recordAuditEvent(tx, {
      workspaceId: input.workspaceId,
      actorId: input.actorId,
      action: "token.revoked",
      targetType: "api_token",
      targetId: token.id,
      after: { name: token.name, prefix: token.prefix, userId: token.userId },
    });
    return { id: token.id, revokedAt };
  });
}
