import { describe, expect, it } from "vitest";
import { collectAuditReferences } from "@/lib/audit/audit-references";
import { listAuditEvents } from "@/lib/dal/audit/list-audit-events";
import { resolveAuditReferences } from "@/lib/dal/audit/resolve-audit-references";
import { getDb } from "@/lib/db/prisma";
import { createWorkspaceWithRoles } from "@/testing/factories";

describe("resolveAuditReferences", () => {
  it("names the memories, proposals, users and members one page of events points at, within the workspace only", async () => {
    const f = await createWorkspaceWithRoles();
    const db = getDb();
    const memory = await db.memory.create({ data: { workspaceId: f.workspace.id, ownerId: f.users.member.id, body: "Drinks oolong tea\nevery morning" } });
    const foreignMemory = await db.memory.create({ data: { workspaceId: f.other.id, ownerId: f.users.outsider.id, body: "Secret of another workspace" } });
    const proposal = await db.proposal.create({
      data: { workspaceId: f.workspace.id, proposerId: f.users.admin.id, ownerId: f.users.member.id, body: "Runs 10 km on Sundays", memoryId: memory.id },
    });
    const membership = await db.membership.findFirstOrThrow({ where: { workspaceId: f.workspace.id, userId: f.users.viewer.id } });
    await db.user.update({ where: { id: f.users.member.id }, data: { name: "Ana Lima" } });
    const base = { workspaceId: f.workspace.id, actorId: f.users.admin.id };
    await db.auditEvent.createMany({
      data: [
        { ...base, action: "memory.created", targetType: "memory", targetId: memory.id, after: { ownerId: f.users.member.id, body: "x" } },
        { ...base, action: "proposal.accepted", targetType: "proposal", targetId: proposal.id, after: { status: "accepted", memoryId: memory.id } },
        { ...base, action: "member.role_changed", targetType: "membership", targetId: membership.id, before: { role: "member" }, after: { role: "viewer" } },
        // Ids of another workspace's records, or of a user outside it, must not be named.
        { ...base, action: "memory.edited", targetType: "memory", targetId: foreignMemory.id, after: { userId: f.users.outsider.id } },
      ],
    });

    const { events } = await listAuditEvents({ workspaceId: f.workspace.id });
    const names = await resolveAuditReferences({ workspaceId: f.workspace.id, ids: collectAuditReferences(events) });

    expect(names[`memory:${memory.id}`]).toEqual({ label: "Drinks oolong tea", href: `/memories/${memory.id}` });
    expect(names[`proposal:${proposal.id}`]).toEqual({ label: "Runs 10 km on Sundays", href: `/memories/${memory.id}` });
    expect(names[`user:${f.users.member.id}`]).toEqual({ label: "Ana Lima", href: null });
    expect(names[`membership:${membership.id}`]?.label).toBe("viewer");
    expect(names[`memory:${foreignMemory.id}`]).toBeUndefined();
    expect(names[`user:${f.users.outsider.id}`]).toBeUndefined();
  });

  it("reads nothing for a page without references", async () => {
    const f = await createWorkspaceWithRoles();
    expect(await resolveAuditReferences({ workspaceId: f.workspace.id, ids: collectAuditReferences([]) })).toEqual({});
  });
});
