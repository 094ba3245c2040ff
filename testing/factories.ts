import { randomBytes } from "node:crypto";
import { loadActor } from "@/lib/dal/users/load-actor";
import { getDb } from "@/lib/db/prisma";
import type { Role } from "@/lib/generated/prisma/enums";
import type { Actor } from "@/lib/permissions/can";

export const uniq = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

export async function createTestUser(name = "user") {
  const email = `${uniq(name)}@test.lore`;
  return getDb().user.create({ data: { email, name }, select: { id: true, email: true } });
}

export async function createTestWorkspace(name = "ws") {
  const slug = uniq(name);
  return getDb().workspace.create({ data: { name: slug, slug }, select: { id: true, name: true } });
}

// A workspace with one user per role, plus an outsider who belongs only to another workspace.
export async function createWorkspaceWithRoles() {
  const db = getDb();
  const workspace = await createTestWorkspace();
  const other = await createTestWorkspace("other");
  const users: Record<Role | "outsider", { id: string; email: string }> = {
    admin: await createTestUser("admin"),
    member: await createTestUser("member"),
    viewer: await createTestUser("viewer"),
    outsider: await createTestUser("outsider"),
  };
  await db.membership.createMany({
    data: [
      { workspaceId: workspace.id, userId: users.admin.id, role: "admin" },
      { workspaceId: workspace.id, userId: users.member.id, role: "member" },
      { workspaceId: workspace.id, userId: users.viewer.id, role: "viewer" },
      { workspaceId: other.id, userId: users.outsider.id, role: "admin" },
    ],
  });
  return { workspace, other, users };
}

export async function actorFor(userId: string): Promise<Actor> {
  const actor = await loadActor(userId);
  if (!actor) throw new Error(`no user ${userId}`);
  return actor;
}

export async function createTestSession(workspaceId: string, turns: { role: string; content: string }[]) {
  const db = getDb();
  const session = await db.session.create({
    data: { workspaceId, externalId: uniq("session"), contentHash: uniq("hash"), turnCount: turns.length },
    select: { id: true },
  });
  await db.observation.createMany({
    data: turns.map((t, position) => ({
      workspaceId,
      sessionId: session.id,
      kind: "message" as const,
      position,
      role: t.role,
      content: t.content,
      contentHash: uniq("h"),
    })),
  });
  return session;
}
