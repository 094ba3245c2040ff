import { describe, expect, it } from "vitest";
import { PATCH as patchMember } from "@/app/api/v1/members/[userId]/route";
import { GET as getMembers } from "@/app/api/v1/members/route";
import { getDb } from "@/lib/db/prisma";
import { callApi, createTestToken } from "@/testing/api-client";
import { createWorkspaceWithRoles } from "@/testing/factories";

async function setup() {
  const f = await createWorkspaceWithRoles();
  const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: ["members:write"] });
  return { ...f, token };
}

const patch = (token: string, userId: string, json: unknown) =>
  callApi(patchMember, { path: `/api/v1/members/${userId}`, method: "PATCH", token, params: { userId }, json });
const roleOf = async (workspaceId: string, userId: string) =>
  (await getDb().membership.findUniqueOrThrow({ where: { workspaceId_userId: { workspaceId, userId } }, select: { role: true } })).role;

describe("the members API", () => {
  it("lists every member with its role, a page at a time, newest member first", async () => {
    const f = await setup();
    const first = await callApi(getMembers, { path: "/api/v1/members?limit=2", token: f.token });
    expect(first.status).toBe(200);
    expect(first.json.items).toHaveLength(2);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await callApi(getMembers, { path: `/api/v1/members?limit=2&cursor=${first.json.nextCursor}`, token: f.token });
    expect(second.json.nextCursor).toBeNull();
    const all = [...first.json.items, ...second.json.items] as { userId: string; role: string; email: string; joinedAt: string }[];
    expect(Object.fromEntries(all.map((m) => [m.userId, m.role]))).toEqual({
      [f.users.admin.id]: "admin",
      [f.users.member.id]: "member",
      [f.users.viewer.id]: "viewer",
    });
    expect(all.find((m) => m.userId === f.users.viewer.id)!.email).toBe(f.users.viewer.email);
    const bad = await callApi(getMembers, { path: "/api/v1/members?cursor=nope", token: f.token });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details).toEqual([expect.objectContaining({ path: "cursor" })]);
  });

  it("changes a role, records it, and refuses to demote the last admin with 409 and a message saying why", async () => {
    const f = await setup();
    const promoted = await patch(f.token, f.users.viewer.id, { role: "admin" });
    expect(promoted).toMatchObject({ status: 200, json: { member: { userId: f.users.viewer.id, role: "admin" } } });
    expect(await roleOf(f.workspace.id, f.users.viewer.id)).toBe("admin");
    expect(await getDb().auditEvent.count({ where: { workspaceId: f.workspace.id, action: "member.role_changed", actorId: f.users.admin.id } })).toBe(1);

    expect((await patch(f.token, f.users.viewer.id, { role: "viewer" })).status).toBe(200);
    const last = await patch(f.token, f.users.admin.id, { role: "member" });
    expect(last.status).toBe(409);
    expect(last.json.error).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("at least one admin") });
    expect(await roleOf(f.workspace.id, f.users.admin.id)).toBe("admin");
  });

  it("names the field of a bad body, and answers 404 for a user outside the workspace", async () => {
    const f = await setup();
    const unknownRole = await patch(f.token, f.users.viewer.id, { role: "owner" });
    expect(unknownRole.status).toBe(422);
    expect(unknownRole.json.error.details).toEqual([expect.objectContaining({ path: "role" })]);
    const extra = await patch(f.token, f.users.viewer.id, { role: "member", workspace: "x" });
    expect(extra.status).toBe(422);
    expect((await patch(f.token, f.users.outsider.id, { role: "member" })).status).toBe(404);
    expect(await roleOf(f.workspace.id, f.users.viewer.id)).toBe("viewer");
  });

  it("refuses a member's token (a member's token cannot hold members:write) and an admin's token without the scope", async () => {
    const f = await setup();
    const member = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: ["memories:write"] });
    expect((await patch(member.token, f.users.viewer.id, { role: "member" })).status).toBe(403);
    const unscoped = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: ["memories:write"] });
    const refused = await patch(unscoped.token, f.users.viewer.id, { role: "member" });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toContain("members:write");
  });
});
