import "server-only";
import { getDb } from "@/lib/db/prisma";
import type { Actor } from "@/lib/permissions/can";
import { isPermission } from "@/lib/permissions/permissions";
import { hashApiToken, isWellFormedApiToken } from "@/lib/tokens/api-token";

// lastUsedAt is for people reading the settings page; a minute's precision saves a write per call.
const LAST_USED_PRECISION_MS = 60_000;

// The actor an API token acts as: its user, in the token's workspace only, with the token's
// scopes. Null for a malformed, unknown, revoked or expired token, or when its user has left
// the workspace.
export async function findActorForToken(token: string, now = new Date()): Promise<Actor | null> {
  if (!isWellFormedApiToken(token)) return null;
  const db = getDb();
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashApiToken(token) },
    select: {
      id: true,
      workspaceId: true,
      scopes: true,
      revokedAt: true,
      expiresAt: true,
      lastUsedAt: true,
      user: { select: { id: true, email: true, name: true, memberships: { select: { workspaceId: true, role: true } } } },
    },
  });
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  const membership = row.user.memberships.find((m) => m.workspaceId === row.workspaceId);
  if (!membership) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    const cutoff = new Date(now.getTime() - LAST_USED_PRECISION_MS);
    await db.apiToken.updateMany({
      where: { id: row.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: cutoff } }] },
      data: { lastUsedAt: now },
    });
  }
  return {
    userId: row.user.id,
    email: row.user.email,
    name: row.user.name,
    memberships: [membership],
    token: { id: row.id, workspaceId: row.workspaceId, scopes: row.scopes.filter(isPermission) },
  };
}
