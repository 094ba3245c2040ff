import { describe, expect, it } from "vitest";
import { POST as accept } from "@/app/api/v1/proposals/[id]/accept/route";
import { POST as merge } from "@/app/api/v1/proposals/[id]/merge/route";
import { POST as reject } from "@/app/api/v1/proposals/[id]/reject/route";
import { getDb } from "@/lib/db/prisma";
import type { Permission } from "@/lib/permissions/permissions";
import { callApi, createTestToken } from "@/testing/api-client";
import { createWorkspaceWithRoles } from "@/testing/factories";
import { createTestMemory, createTestProposal } from "@/testing/proposal-factories";

// The owner is the workspace's member; "admin" may decide anyone's; the viewer's token cannot
// hold the scope's role; the outsider's token belongs to another workspace.
async function setup() {
  const f = await createWorkspaceWithRoles();
  const proposal = await createTestProposal({ workspaceId: f.workspace.id, ownerId: f.users.member.id, proposerId: f.users.admin.id });
  const memory = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.member.id });
  const token = (user: keyof typeof f.users, scopes: Permission[] = ["proposals:review"]) =>
    createTestToken({ workspaceId: user === "outsider" ? f.other.id : f.workspace.id, userId: f.users[user].id, scopes });
  return { f, proposal, memory, token };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const ROUTES = {
  accept: (s: Setup, token: string | null) =>
    callApi(accept, { path: `/api/v1/proposals/${s.proposal.id}/accept`, token, json: {}, params: { id: s.proposal.id } }),
  reject: (s: Setup, token: string | null) =>
    callApi(reject, { path: `/api/v1/proposals/${s.proposal.id}/reject`, token, json: { reason: "wrong" }, params: { id: s.proposal.id } }),
  merge: (s: Setup, token: string | null) =>
    callApi(merge, { path: `/api/v1/proposals/${s.proposal.id}/merge`, token, json: { memoryId: s.memory.id }, params: { id: s.proposal.id } }),
};

const status = (s: Setup) => getDb().proposal.findUniqueOrThrow({ where: { id: s.proposal.id }, select: { status: true } });

describe("decisions over HTTP", () => {
  for (const [name, call] of Object.entries(ROUTES)) {
    it(`${name}: the owner's token with proposals:review decides it`, async () => {
      const s = await setup();
      const { token } = await s.token("member");
      const res = await call(s, token);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.proposal.status).toBe(name === "reject" ? "rejected" : "accepted");
    });

    it(`${name}: an admin's token decides it too`, async () => {
      const s = await setup();
      expect((await call(s, (await s.token("admin")).token)).status).toBe(200);
    });

    it(`${name}: refuses (changing nothing) a non-owner member 403, a token without the scope 403, another workspace 404, no token 401`, async () => {
      const s = await setup();
      const db = getDb();
      const other = await db.user.create({ data: { email: `m2-${s.f.workspace.id}@t.lore` }, select: { id: true } });
      await db.membership.create({ data: { workspaceId: s.f.workspace.id, userId: other.id, role: "member" } });
      const notOwner = await createTestToken({ workspaceId: s.f.workspace.id, userId: other.id, scopes: ["proposals:review"] });
      expect((await call(s, notOwner.token)).status).toBe(403);
      expect((await call(s, (await s.token("member", ["proposals:create"])).token)).status).toBe(403);
      expect((await call(s, (await s.token("outsider")).token)).status).toBe(404);
      expect((await call(s, null)).status).toBe(401);
      expect(await status(s)).toEqual({ status: "pending" });
    });
  }

  it("answers a second decision with 409, who decided and when", async () => {
    const s = await setup();
    const { token } = await s.token("member");
    expect((await ROUTES.reject(s, token)).status).toBe(200);
    const second = await ROUTES.accept(s, (await s.token("admin")).token);
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({ code: "ALREADY_DECIDED", details: { status: "rejected", decidedAt: expect.any(String) } });
    expect(second.json.error.details.decidedBy).toBeTruthy();
  });

  it("accepts with an edited body and records the edit", async () => {
    const s = await setup();
    const { token } = await s.token("member");
    const res = await callApi(accept, {
      path: `/api/v1/proposals/${s.proposal.id}/accept`,
      token,
      json: { body: "Lives in Porto, Portugal." },
      params: { id: s.proposal.id },
    });
    expect(res.status).toBe(200);
    const memory = await getDb().memory.findUniqueOrThrow({ where: { id: res.json.proposal.memoryId } });
    expect(memory.body).toBe("Lives in Porto, Portugal.");
  });

  it("names a missing reason with 422", async () => {
    const s = await setup();
    const res = await callApi(reject, {
      path: `/api/v1/proposals/${s.proposal.id}/reject`,
      token: (await s.token("member")).token,
      json: {},
      params: { id: s.proposal.id },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.details[0].path).toBe("reason");
  });
});
