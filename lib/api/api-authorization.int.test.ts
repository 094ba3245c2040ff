import { describe, expect, it } from "vitest";
import { GET as getMemoryHandler } from "@/app/api/v1/memories/[id]/route";
import { POST as postMemories } from "@/app/api/v1/memories/route";
import { POST as postObservations } from "@/app/api/v1/observations/route";
import { POST as postProposals } from "@/app/api/v1/proposals/route";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { POST as postSessions } from "@/app/api/v1/sessions/route";
import { createMemory } from "@/lib/dal/memories/create-memory";
import { revokeApiToken } from "@/lib/dal/tokens/revoke-api-token";
import { getDb } from "@/lib/db/prisma";
import type { Permission } from "@/lib/permissions/permissions";
import { callApi, createTestToken } from "@/testing/api-client";
import { createTestSession, createWorkspaceWithRoles, uniq } from "@/testing/factories";

type Fixture = Awaited<ReturnType<typeof createWorkspaceWithRoles>> & { word: string; memoryId: string; otherMemoryId: string; turnId: string };
type Target = "own" | "other";

async function fixture(): Promise<Fixture> {
  const f = await createWorkspaceWithRoles();
  const word = `zebra${uniq("w").replace("-", "")}`;
  const memory = await createMemory({ workspaceId: f.workspace.id, ownerId: f.users.admin.id, authorId: f.users.admin.id, body: `The ${word} is mine.` });
  const other = await createMemory({ workspaceId: f.other.id, ownerId: f.users.outsider.id, authorId: f.users.outsider.id, body: `The ${word} is theirs.` });
  const session = await createTestSession(f.workspace.id, [{ role: "user", content: "I switched to coffee." }]);
  const turn = await getDb().observation.findFirstOrThrow({ where: { sessionId: session.id }, select: { id: true } });
  return { ...f, word, memoryId: memory.id, otherMemoryId: other.id, turnId: turn.id };
}

// What each route writes in a workspace, to prove a refused call wrote nothing.
async function writes(workspaceId: string) {
  const db = getDb();
  const [sessions, observations, memories, proposals] = await Promise.all([
    db.session.count({ where: { workspaceId } }),
    db.observation.count({ where: { workspaceId } }),
    db.memory.count({ where: { workspaceId } }),
    db.proposal.count({ where: { workspaceId } }),
  ]);
  return { sessions, observations, memories, proposals };
}

const ROUTES: {
  name: string;
  scope: Permission | null;
  success: number;
  call: (f: Fixture, token: string | null, target: Target) => ReturnType<typeof callApi>;
}[] = [
  {
    name: "POST /api/v1/sessions",
    scope: "sessions:write",
    success: 201,
    call: (f, token, target) =>
      callApi(postSessions, {
        path: "/api/v1/sessions",
        token,
        json: { workspace: target === "own" ? f.workspace.id : f.other.id, messages: [{ role: "user", content: uniq("I moved to Lisbon") }] },
      }),
  },
  {
    name: "POST /api/v1/observations",
    scope: "observations:write",
    success: 201,
    call: (f, token, target) =>
      callApi(postObservations, {
        path: "/api/v1/observations",
        token,
        json: { workspace: target === "own" ? f.workspace.id : f.other.id, fragments: [{ content: "A fragment of a design doc." }] },
      }),
  },
  {
    name: "POST /api/v1/memories",
    scope: "memories:write",
    success: 201,
    call: (f, token, target) =>
      callApi(postMemories, { path: "/api/v1/memories", token, json: { workspace: target === "own" ? f.workspace.id : f.other.id, body: "Prefers tea." } }),
  },
  {
    name: "POST /api/v1/proposals",
    scope: "proposals:create",
    success: 201,
    call: (f, token, target) =>
      callApi(postProposals, {
        path: "/api/v1/proposals",
        token,
        json: { workspace: target === "own" ? f.workspace.id : f.other.id, owner: f.users.member.email, body: "Prefers coffee.", observationIds: [f.turnId] },
      }),
  },
  {
    name: "GET /api/v1/memories/:id",
    scope: null,
    success: 200,
    call: (f, token, target) => {
      const id = target === "own" ? f.memoryId : f.otherMemoryId;
      return callApi(getMemoryHandler, { path: `/api/v1/memories/${id}`, token, params: { id } });
    },
  },
  {
    name: "GET /api/v1/search",
    scope: null,
    success: 200,
    call: (f, token, target) =>
      callApi(getSearch, { path: `/api/v1/search?workspace=${target === "own" ? f.workspace.id : f.other.id}&q=${f.word}&k=5`, token }),
  },
];

describe("HTTP API authorization, per route", () => {
  for (const route of ROUTES) {
    describe(route.name, () => {
      it(`answers ${route.success} to a token ${route.scope ? `with ${route.scope}` : "of the workspace"}`, async () => {
        const f = await fixture();
        const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: route.scope ? [route.scope] : [] });
        const res = await route.call(f, token, "own");
        expect(res.status).toBe(route.success);
        expect(res.json.error).toBeUndefined();
      });

      if (route.scope) {
        it("refuses a token without the scope with 403 and writes nothing", async () => {
          const f = await fixture();
          const otherScopes = (["sessions:write", "observations:write", "memories:write", "proposals:create"] as const).filter((s) => s !== route.scope);
          const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: [...otherScopes] });
          const before = await writes(f.workspace.id);
          const res = await route.call(f, token, "own");
          expect(res.status).toBe(403);
          expect(res.json.error.code).toBe("FORBIDDEN");
          expect(await writes(f.workspace.id)).toEqual(before);
        });

        it("refuses a viewer's token with 403 even when it holds the scope (never more than the role)", async () => {
          const f = await fixture();
          // Created as a member, then demoted: the scope stays on the token, the role no longer allows it.
          const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: [route.scope!] });
          await getDb().membership.updateMany({ where: { workspaceId: f.workspace.id, userId: f.users.member.id }, data: { role: "viewer" } });
          const before = await writes(f.workspace.id);
          const res = await route.call(f, token, "own");
          expect(res.status).toBe(403);
          expect(await writes(f.workspace.id)).toEqual(before);
        });
      } else {
        it("lets a token without any scope read its workspace", async () => {
          const f = await fixture();
          const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.viewer.id, scopes: [] });
          expect((await route.call(f, token, "own")).status).toBe(200);
        });
      }

      it("answers 401 to a revoked token and writes nothing", async () => {
        const f = await fixture();
        const { id, token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: route.scope ? [route.scope] : [] });
        await revokeApiToken({ workspaceId: f.workspace.id, tokenId: id, ownerId: null, actorId: f.users.admin.id });
        const before = await writes(f.workspace.id);
        const res = await route.call(f, token, "own");
        expect(res.status).toBe(401);
        expect(res.json.error.code).toBe("UNAUTHENTICATED");
        expect(await writes(f.workspace.id)).toEqual(before);
      });

      it("answers 401 without a token, and to a malformed or unknown one", async () => {
        const f = await fixture();
        const missing = await route.call(f, null, "own");
        expect(missing.status).toBe(401);
        expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
        expect((await route.call(f, "not-a-token", "own")).status).toBe(401);
        expect((await route.call(f, `lore_${"A".repeat(43)}`, "own")).status).toBe(401);
      });

      it("answers 404 for the other workspace's resource and writes nothing there", async () => {
        const f = await fixture();
        const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: route.scope ? [route.scope] : [] });
        const before = await writes(f.other.id);
        const res = await route.call(f, token, "other");
        expect(res.status).toBe(404);
        expect(res.json.error.code).toBe("NOT_FOUND");
        expect(JSON.stringify(res.json)).not.toContain("theirs");
        expect(await writes(f.other.id)).toEqual(before);
      });
    });
  }
});

describe("API token lifecycle", () => {
  it("refuses an expired token", async () => {
    const f = await fixture();
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: [], expiresAt: new Date(Date.now() - 1000) });
    const res = await callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=x`, token });
    expect(res.status).toBe(401);
  });

  it("refuses the token of a user who has left the workspace", async () => {
    const f = await fixture();
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: [] });
    await getDb().membership.deleteMany({ where: { workspaceId: f.workspace.id, userId: f.users.member.id } });
    const res = await callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=x`, token });
    expect(res.status).toBe(401);
  });

  it("acts only in the token's workspace, even when its user belongs to another", async () => {
    const f = await fixture();
    await getDb().membership.create({ data: { workspaceId: f.other.id, userId: f.users.admin.id, role: "admin" } });
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: ["memories:write"] });
    const res = await callApi(getMemoryHandler, { path: `/api/v1/memories/${f.otherMemoryId}`, token, params: { id: f.otherMemoryId } });
    expect(res.status).toBe(404);
    const write = await callApi(postMemories, { path: "/api/v1/memories", token, json: { workspace: f.other.id, body: "Sneaky." } });
    expect(write.status).toBe(404);
  });

  it("records lastUsedAt, writing it at most once a minute", async () => {
    const f = await fixture();
    const { id, token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: [] });
    const read = () => getDb().apiToken.findUniqueOrThrow({ where: { id }, select: { lastUsedAt: true } });
    expect((await read()).lastUsedAt).toBeNull();
    await callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=x`, token });
    const first = (await read()).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=x`, token });
    expect((await read()).lastUsedAt).toEqual(first);
    const longAgo = new Date(Date.now() - 120_000);
    await getDb().apiToken.update({ where: { id }, data: { lastUsedAt: longAgo } });
    await callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=x`, token });
    expect((await read()).lastUsedAt!.getTime()).toBeGreaterThan(longAgo.getTime() + 60_000);
  });

  it("stores only the token's hash", async () => {
    const f = await fixture();
    const { id, token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: [] });
    const row = await getDb().apiToken.findUniqueOrThrow({ where: { id } });
    expect(JSON.stringify(row)).not.toContain(token.slice(12));
    expect(row.prefix).toBe(token.slice(0, 12));
  });
});
