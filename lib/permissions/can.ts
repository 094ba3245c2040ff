import type { Role } from "@/lib/generated/prisma/enums";
import { ROLE_PERMISSIONS, type Permission } from "@/lib/permissions/permissions";

export type Actor = {
  userId: string;
  email: string;
  name: string | null;
  memberships: ReadonlyArray<{ workspaceId: string; role: Role }>;
  // Set when the actor is an API token: it may do only what its scopes allow, and only in the
  // token's workspace, never more than its user's role.
  token?: { id: string; workspaceId: string; scopes: ReadonlyArray<string> };
};

export function roleIn(actor: Actor | null, workspaceId: string): Role | null {
  return actor?.memberships.find((m) => m.workspaceId === workspaceId)?.role ?? null;
}

// The one place that decides every permission check in Lore.
export function can(actor: Actor | null, permission: Permission, workspaceId: string): boolean {
  const role = roleIn(actor, workspaceId);
  if (!actor || !role) return false;
  if (!ROLE_PERMISSIONS[role].has(permission)) return false;
  if (actor.token) {
    return actor.token.workspaceId === workspaceId && actor.token.scopes.includes(permission);
  }
  return true;
}
