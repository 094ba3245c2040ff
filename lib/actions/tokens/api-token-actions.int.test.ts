import { describe, expect, it } from "vitest";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { createApiToken } from "@/lib/actions/tokens/create-api-token";
import { revokeApiToken } from "@/lib/actions/tokens/revoke-api-token";
import { runAsActor } from "@/lib/auth/actor-context";
import { listApiTokens } from "@/lib/dal/tokens/list-api-tokens";
import { getDb } from "@/lib/db/prisma";
import type { ActionResult } from "@/lib/errors";
import { callApi } from "@/testing/api-client";
import { actorFor, createWorkspaceWithRoles } from "@/testing/factories";

type Fixture = Awaited<ReturnType<typeof createWorkspaceWithRoles>>;
type Caller = keyof Fixture["users"];

async function as<T>(f: Fixture, caller: Caller, fn: () => Promise<ActionResult<T>>) {
  return runAsActor(await actorFor(f.users[caller].id), fn);
}

async function create(f: Fixture, caller: Caller, scopes: string[] = ["memories:write"]) {
  return as(f, caller, () => createApiToken({ workspaceId: f.workspace.id, name: `${caller}'s agent`, scopes }));
}

const tokenCount = (f: Fixture) => getDb().apiToken.count({ where: { workspaceId: f.workspace.id } });
const search = (f: Fixture, token: string) => callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=tea`, token });

describe("creating API tokens in settings", () => {
  for (const caller of ["admin", "member"] as const) {
    it(`lets ${caller === "admin" ? "an" : "a"} ${caller} create a token for themselves, shown once and working at once`, async () => {
      const f = await createWorkspaceWithRoles();
      const result = await create(f, caller);
      expect(result).toMatchObject({ ok: true, data: { token: expect.stringMatching(/^lore_/), scopes: ["memories:write"] } });
      if (!result.ok) return;
      const row = await getDb().apiToken.findUniqueOrThrow({ where: { id: result.data.id } });
      expect(row).toMatchObject({ userId: f.users[caller].id, workspaceId: f.workspace.id, prefix: result.data.token.slice(0, 12) });
      expect((await search(f, result.data.token)).status).toBe(200);
      const audit = await getDb().auditEvent.findFirstOrThrow({ where: { targetId: result.data.id, action: "token.created" } });
      expect(JSON.stringify(audit)).not.toContain(result.data.token);
    });
  }

  it("refuses a viewer (FORBIDDEN) and an outsider (NOT_FOUND), creating nothing", async () => {
    const f = await createWorkspaceWithRoles();
    expect(await create(f, "viewer", [])).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(await create(f, "outsider", [])).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await tokenCount(f)).toBe(0);
  });

  it("refuses a scope beyond the creator's role, and a scope that is not a permission", async () => {
    const f = await createWorkspaceWithRoles();
    const beyond = await create(f, "member", ["memories:write", "members:manage"]);
    expect(beyond).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(!beyond.ok && beyond.message).toContain("members:manage");
    expect(await create(f, "member", ["memories:delete"])).toMatchObject({ ok: false, code: "INVALID_INPUT", issues: [{ path: "scopes.0" }] });
    expect(await tokenCount(f)).toBe(0);
  });
});

describe("revoking API tokens in settings", () => {
  it("lets a member revoke their own token, after which the API answers 401", async () => {
    const f = await createWorkspaceWithRoles();
    const created = await create(f, "member");
    if (!created.ok) throw new Error(created.message);
    const revoked = await as(f, "member", () => revokeApiToken({ workspaceId: f.workspace.id, tokenId: created.data.id }));
    expect(revoked).toMatchObject({ ok: true, data: { id: created.data.id, revokedAt: expect.any(Date) } });
    expect((await search(f, created.data.token)).status).toBe(401);
    const again = await as(f, "member", () => revokeApiToken({ workspaceId: f.workspace.id, tokenId: created.data.id }));
    expect(again).toMatchObject({ ok: true });
    expect(await getDb().auditEvent.count({ where: { targetId: created.data.id, action: "token.revoked" } })).toBe(1);
  });

  it("answers NOT_FOUND when a member tries to revoke someone else's token, which keeps working", async () => {
    const f = await createWorkspaceWithRoles();
    const admins = await create(f, "admin");
    if (!admins.ok) throw new Error(admins.message);
    expect(await as(f, "member", () => revokeApiToken({ workspaceId: f.workspace.id, tokenId: admins.data.id }))).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect((await search(f, admins.data.token)).status).toBe(200);
  });

  it("lets an admin revoke any token of the workspace, but not another workspace's", async () => {
    const f = await createWorkspaceWithRoles();
    const members = await create(f, "member");
    if (!members.ok) throw new Error(members.message);
    const outsiders = await as(f, "outsider", () => createApiToken({ workspaceId: f.other.id, name: "theirs", scopes: [] }));
    if (!outsiders.ok) throw new Error(outsiders.message);
    expect(await as(f, "admin", () => revokeApiToken({ workspaceId: f.workspace.id, tokenId: outsiders.data.id }))).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(await as(f, "admin", () => revokeApiToken({ workspaceId: f.workspace.id, tokenId: members.data.id }))).toMatchObject({ ok: true });
    expect((await search(f, members.data.token)).status).toBe(401);
  });
});

describe("listing API tokens", () => {
  it("lists one user's or all of the workspace's tokens, never a hash", async () => {
    const f = await createWorkspaceWithRoles();
    await create(f, "admin");
    await create(f, "member");
    const all = await listApiTokens({ workspaceId: f.workspace.id });
    expect(all.map((t) => t.user.id).sort()).toEqual([f.users.admin.id, f.users.member.id].sort());
    const own = await listApiTokens({ workspaceId: f.workspace.id, userId: f.users.member.id });
    expect(own.map((t) => t.name)).toEqual(["member's agent"]);
    expect(JSON.stringify(all)).not.toMatch(/tokenHash|[0-9a-f]{64}/);
  });
});
