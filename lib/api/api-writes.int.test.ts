import { describe, expect, it } from "vitest";
import { GET as getMemoryHandler } from "@/app/api/v1/memories/[id]/route";
import { POST as postMemories } from "@/app/api/v1/memories/route";
import { POST as postObservations } from "@/app/api/v1/observations/route";
import { POST as postProposals } from "@/app/api/v1/proposals/route";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { POST as postSessions } from "@/app/api/v1/sessions/route";
import { getDb } from "@/lib/db/prisma";
import { callApi, createTestToken } from "@/testing/api-client";
import { createTestSession, createWorkspaceWithRoles, uniq } from "@/testing/factories";

async function setup() {
  const f = await createWorkspaceWithRoles();
  const { token } = await createTestToken({
    workspaceId: f.workspace.id,
    userId: f.users.admin.id,
    scopes: ["sessions:write", "observations:write", "memories:write", "proposals:create"],
  });
  return { ...f, token };
}

const word = () => `quokka${uniq("w").replace("-", "")}`;

describe("POST /api/v1/sessions", () => {
  it("stores the messages as observations in order, and the same session twice only once (201, then 200)", async () => {
    const f = await setup();
    const json = {
      externalId: "chat-1",
      date: "2024-05-20T10:00:00Z",
      source: "agent-x",
      messages: [
        { role: "user", content: uniq("I adopted a beagle") },
        { role: "assistant", content: "Congratulations!" },
      ],
    };
    const first = await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json });
    expect(first.status).toBe(201);
    expect(first.json.session).toMatchObject({
      externalId: "chat-1",
      turnCount: 2,
      created: true,
      date: "2024-05-20T10:00:00.000Z",
      workspaceId: f.workspace.id,
    });
    const stored = await getDb().observation.findMany({ where: { sessionId: first.json.session.id }, orderBy: { position: "asc" } });
    expect(stored.map((o) => [o.id, o.kind, o.role, o.content, o.source])).toEqual([
      [first.json.session.observationIds[0], "message", "user", json.messages[0]!.content, "agent-x"],
      [first.json.session.observationIds[1], "message", "assistant", "Congratulations!", "agent-x"],
    ]);

    const again = await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json });
    expect(again.status).toBe(200);
    expect(again.json.session).toMatchObject({ id: first.json.session.id, created: false, observationIds: first.json.session.observationIds });
    expect(await getDb().session.count({ where: { workspaceId: f.workspace.id } })).toBe(1);
    expect(await getDb().observation.count({ where: { workspaceId: f.workspace.id } })).toBe(2);
  });

  it("stores different content, or the same content under another id, as a new session", async () => {
    const f = await setup();
    const messages = [{ role: "user", content: uniq("hello") }];
    const a = await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json: { externalId: "a", messages } });
    const b = await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json: { externalId: "b", messages } });
    const c = await callApi(postSessions, {
      path: "/api/v1/sessions",
      token: f.token,
      json: { externalId: "a", messages: [...messages, { role: "assistant", content: "hi" }] },
    });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.json.session.id, b.json.session.id, c.json.session.id]).size).toBe(3);
  });

  it("dedupes a session without an external id by its messages", async () => {
    const f = await setup();
    const json = { messages: [{ role: "user", content: uniq("no id") }] };
    const first = await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json });
    const second = await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(first.json.session.externalId).toMatch(/^api-[0-9a-f]{16}$/);
    expect(second.json.session.id).toBe(first.json.session.id);
  });

  // The embedded server (pglite-socket 0.2) interleaves concurrent connections' extended-protocol
  // messages around a transaction (electric-sql/pglite#1046), so this race runs on a real
  // PostgreSQL: npm run test:external.
  it.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")("stores one session when the same one arrives twice at once", async () => {
    const f = await setup();
    const json = { messages: [{ role: "user", content: uniq("race") }] };
    const results = await Promise.all([1, 2, 3].map(() => callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.json.session.id)).size).toBe(1);
    expect(await getDb().observation.count({ where: { workspaceId: f.workspace.id } })).toBe(1);
  });

  it("keeps sessions of different workspaces apart even with the same content", async () => {
    const f = await setup();
    const { token: otherToken } = await createTestToken({ workspaceId: f.other.id, userId: f.users.outsider.id, scopes: ["sessions:write"] });
    const json = { messages: [{ role: "user", content: uniq("shared") }] };
    const mine = await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json });
    const theirs = await callApi(postSessions, { path: "/api/v1/sessions", token: otherToken, json });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.json.session.id).not.toBe(mine.json.session.id);
  });
});

describe("POST /api/v1/observations", () => {
  it("stores document fragments outside any session", async () => {
    const f = await setup();
    const res = await callApi(postObservations, {
      path: "/api/v1/observations",
      token: f.token,
      json: { source: "docs/design.md", fragments: [{ content: "Part one." }, { content: "Part three.", position: 2 }] },
    });
    expect(res.status).toBe(201);
    expect(res.json.observations.map((o: { position: number }) => o.position)).toEqual([0, 2]);
    const rows = await getDb().observation.findMany({
      where: { id: { in: res.json.observations.map((o: { id: string }) => o.id) } },
      orderBy: { position: "asc" },
    });
    expect(rows.map((r) => [r.kind, r.sessionId, r.content, r.source, r.workspaceId])).toEqual([
      ["document_fragment", null, "Part one.", "docs/design.md", f.workspace.id],
      ["document_fragment", null, "Part three.", "docs/design.md", f.workspace.id],
    ]);
  });
});

describe("POST /api/v1/memories and GET /api/v1/memories/:id", () => {
  it("writes the memory, revision 1, its sources and an audit event, and reads it back", async () => {
    const f = await setup();
    const session = await createTestSession(f.workspace.id, [{ role: "user", content: "I live in Porto." }]);
    const [obs] = await getDb().observation.findMany({ where: { sessionId: session.id }, select: { id: true } });
    const res = await callApi(postMemories, {
      path: "/api/v1/memories",
      token: f.token,
      json: { body: "Lives in Porto.", observationIds: [obs!.id], reason: "stated" },
    });
    expect(res.status).toBe(201);
    const { memory } = res.json;
    expect(memory).toMatchObject({ body: "Lives in Porto.", ownerId: f.users.admin.id, status: "active", currentRevision: 1, observationIds: [obs!.id] });
    const revisions = await getDb().memoryRevision.findMany({ where: { memoryId: memory.id } });
    expect(revisions).toMatchObject([{ number: 1, body: "Lives in Porto.", authorId: f.users.admin.id, reason: "stated" }]);
    const audit = await getDb().auditEvent.findMany({ where: { targetId: memory.id } });
    expect(audit).toMatchObject([{ action: "memory.created", actorId: f.users.admin.id, workspaceId: f.workspace.id }]);

    const read = await callApi(getMemoryHandler, { path: `/api/v1/memories/${memory.id}`, token: f.token, params: { id: memory.id } });
    expect(read.status).toBe(200);
    expect(read.json.memory).toEqual(memory);
  });

  it("answers 422 naming cited observations of another workspace, and writes nothing", async () => {
    const f = await setup();
    const foreign = await createTestSession(f.other.id, [{ role: "user", content: "Private." }]);
    const [obs] = await getDb().observation.findMany({ where: { sessionId: foreign.id }, select: { id: true } });
    const res = await callApi(postMemories, { path: "/api/v1/memories", token: f.token, json: { body: "Stolen.", observationIds: [obs!.id, "missing-id"] } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toContain(obs!.id);
    expect(res.json.error.message).toContain("missing-id");
    expect(res.json.error.details).toEqual([
      { path: "observationIds.0", message: expect.stringContaining(obs!.id) },
      { path: "observationIds.1", message: expect.stringContaining("missing-id") },
    ]);
    expect(await getDb().memory.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  });
});

describe("POST /api/v1/proposals", () => {
  it("puts a pending proposal with citations in the owner's inbox, by email or by id", async () => {
    const f = await setup();
    const session = await createTestSession(f.workspace.id, [{ role: "user", content: "I switched to decaf." }]);
    const [obs] = await getDb().observation.findMany({ where: { sessionId: session.id }, select: { id: true } });
    const byEmail = await callApi(postProposals, {
      path: "/api/v1/proposals",
      token: f.token,
      json: { workspace: f.workspace.id, owner: f.users.member.email.toUpperCase(), body: "Drinks decaf.", observationIds: [obs!.id] },
    });
    expect(byEmail.status).toBe(201);
    expect(byEmail.json.proposal).toMatchObject({ ownerId: f.users.member.id, proposerId: f.users.admin.id, status: "pending", observationIds: [obs!.id] });
    const citations = await getDb().proposalCitation.findMany({ where: { proposalId: byEmail.json.proposal.id } });
    expect(citations.map((c) => c.observationId)).toEqual([obs!.id]);
    expect(await getDb().auditEvent.count({ where: { targetId: byEmail.json.proposal.id, action: "proposal.created" } })).toBe(1);

    const byId = await callApi(postProposals, {
      path: "/api/v1/proposals",
      token: f.token,
      json: { workspace: f.workspace.id, owner: f.users.admin.id, body: "Another.", observationIds: [obs!.id] },
    });
    expect(byId.status).toBe(201);
    expect(byId.json.proposal.ownerId).toBe(f.users.admin.id);
  });

  it("answers 422 naming the owner when they are not a member, or cannot review", async () => {
    const f = await setup();
    const session = await createTestSession(f.workspace.id, [{ role: "user", content: "Hm." }]);
    const [obs] = await getDb().observation.findMany({ where: { sessionId: session.id }, select: { id: true } });
    for (const owner of [f.users.outsider.email, f.users.outsider.id, "nobody@nowhere.test", f.users.viewer.email]) {
      const res = await callApi(postProposals, {
        path: "/api/v1/proposals",
        token: f.token,
        json: { workspace: f.workspace.id, owner, body: "Hm.", observationIds: [obs!.id] },
      });
      expect(res.status, owner).toBe(422);
      expect(res.json.error.details).toEqual([{ path: "owner", message: expect.any(String) }]);
    }
    expect(await getDb().proposal.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  });

  it("refuses a proposal that cites nothing, as the inbox does (422 on observationIds)", async () => {
    const f = await setup();
    const res = await callApi(postProposals, {
      path: "/api/v1/proposals",
      token: f.token,
      json: { workspace: f.workspace.id, owner: f.users.member.email, body: "Uncited." },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.details).toEqual([{ path: "observationIds", message: "Cite an observation or a fact-sheet line." }]);
    expect(await getDb().proposal.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  });

  it("requires the workspace field", async () => {
    const f = await setup();
    const res = await callApi(postProposals, { path: "/api/v1/proposals", token: f.token, json: { owner: f.users.member.email, body: "Hm." } });
    expect(res.status).toBe(422);
    expect(res.json.error.details[0].path).toBe("workspace");
  });
});

describe("GET /api/v1/search", () => {
  it("finds memories and observations but never a pending proposal", async () => {
    const f = await setup();
    const w = word();
    const cited = await createTestSession(f.workspace.id, [{ role: "user", content: "Something unrelated." }]);
    const [obs] = await getDb().observation.findMany({ where: { sessionId: cited.id }, select: { id: true } });
    const proposal = await callApi(postProposals, {
      path: "/api/v1/proposals",
      token: f.token,
      json: { workspace: f.workspace.id, owner: f.users.member.email, body: `The ${w} proposal.`, observationIds: [obs!.id] },
    });
    expect(proposal.status).toBe(201);
    const search = () => callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=${w}&k=50`, token: f.token });
    const none = await search();
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({ query: w, k: 50, hits: [] });

    const memory = await callApi(postMemories, { path: "/api/v1/memories", token: f.token, json: { body: `The ${w} memory.` } });
    const session = await callApi(postSessions, {
      path: "/api/v1/sessions",
      token: f.token,
      json: { messages: [{ role: "user", content: `I saw a ${w} today.` }] },
    });
    const found = await search();
    const hits = found.json.hits.map((h: { kind: string; id: string }) => [h.kind, h.id]).sort();
    expect(hits).toEqual([
      ["memory", memory.json.memory.id],
      ["observation", session.json.session.observationIds[0]],
    ]);
    expect(JSON.stringify(found.json)).not.toContain("proposal.");
  });

  it("returns at most k hits, 10 by default", async () => {
    const f = await setup();
    const w = word();
    await callApi(postObservations, {
      path: "/api/v1/observations",
      token: f.token,
      json: { fragments: Array.from({ length: 12 }, (_, i) => ({ content: `${w} note ${i}` })) },
    });
    const byDefault = await callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=${w}`, token: f.token });
    expect(byDefault.json.hits).toHaveLength(10);
    const three = await callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=${w}&k=3`, token: f.token });
    expect(three.json.hits).toHaveLength(3);
  });
});
