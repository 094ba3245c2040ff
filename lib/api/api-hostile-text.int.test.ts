import { describe, expect, it } from "vitest";
import { GET as getMemory } from "@/app/api/v1/memories/[id]/route";
import { POST as postMemories } from "@/app/api/v1/memories/route";
import { POST as postObservations } from "@/app/api/v1/observations/route";
import { POST as acceptProposal } from "@/app/api/v1/proposals/[id]/accept/route";
import { POST as mergeProposal } from "@/app/api/v1/proposals/[id]/merge/route";
import { POST as rejectProposal } from "@/app/api/v1/proposals/[id]/reject/route";
import { POST as postProposals } from "@/app/api/v1/proposals/route";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { POST as postSessions } from "@/app/api/v1/sessions/route";
import { getDb } from "@/lib/db/prisma";
import { callApi, createTestToken } from "@/testing/api-client";
import { createWorkspaceWithRoles } from "@/testing/factories";
import { ALL_PAYLOADS, SQL_TEXT } from "@/testing/hostile-inputs";

// SQL-looking text and markup are ordinary text to Lore: stored byte for byte, returned as is,
// and they change nothing else (every table still there, no extra rows).
describe("SQL-looking and HTML text in valid requests", () => {
  it("is stored verbatim by every writing route and read back exactly", async () => {
    const f = await createWorkspaceWithRoles();
    const db = getDb();
    const { token } = await createTestToken({
      workspaceId: f.workspace.id,
      userId: f.users.admin.id,
      scopes: ["sessions:write", "observations:write", "memories:write", "proposals:create", "proposals:review"],
    });
    const text = (label: string) => `${label}: ${ALL_PAYLOADS} 🦘 "quoted" \\ back\\slash`;

    const session = await callApi(postSessions, {
      path: "/api/v1/sessions",
      token,
      json: {
        externalId: SQL_TEXT,
        source: text("source").slice(0, 200),
        dateText: "<b>Monday</b>",
        messages: [{ role: "<i>user</i>", content: text("message") }],
      },
    });
    expect(session.status).toBe(201);
    expect(session.json.session.externalId).toBe(SQL_TEXT);
    const message = await db.observation.findUniqueOrThrow({ where: { id: session.json.session.observationIds[0] } });
    expect([message.content, message.role, message.source]).toEqual([text("message"), "<i>user</i>", text("source").slice(0, 200)]);

    const fragments = await callApi(postObservations, {
      path: "/api/v1/observations",
      token,
      json: { source: SQL_TEXT, fragments: [{ content: text("fragment") }] },
    });
    expect(fragments.status).toBe(201);
    expect((await db.observation.findUniqueOrThrow({ where: { id: fragments.json.observations[0].id } })).content).toBe(text("fragment"));

    const memory = await callApi(postMemories, { path: "/api/v1/memories", token, json: { body: text("memory"), reason: text("reason").slice(0, 500) } });
    expect(memory.status).toBe(201);
    const read = await callApi(getMemory, { path: `/api/v1/memories/${memory.json.memory.id}`, token, params: { id: memory.json.memory.id } });
    expect(read.json.memory.body).toBe(text("memory"));
    expect((await db.memoryRevision.findFirstOrThrow({ where: { memoryId: memory.json.memory.id } })).reason).toBe(text("reason").slice(0, 500));

    const propose = (label: string) =>
      callApi(postProposals, {
        path: "/api/v1/proposals",
        token,
        json: { workspace: f.workspace.id, owner: f.users.admin.id, body: text(label), observationIds: [message.id] },
      });
    const [a, b, c] = [await propose("proposal a"), await propose("proposal b"), await propose("proposal c")];
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(a.json.proposal.body).toBe(text("proposal a"));
    const accepted = await callApi(acceptProposal, { path: "/x", token, params: { id: a.json.proposal.id }, json: { body: text("accepted") } });
    expect(accepted.status).toBe(200);
    expect((await db.memory.findUniqueOrThrow({ where: { id: accepted.json.proposal.memoryId } })).body).toBe(text("accepted"));
    const rejected = await callApi(rejectProposal, { path: "/x", token, params: { id: b.json.proposal.id }, json: { reason: text("rejected") } });
    expect(rejected.status).toBe(200);
    expect((await db.proposal.findUniqueOrThrow({ where: { id: b.json.proposal.id } })).decisionReason).toBe(text("rejected"));
    const merged = await callApi(mergeProposal, {
      path: "/x",
      token,
      params: { id: c.json.proposal.id },
      json: { memoryId: memory.json.memory.id, body: text("merged") },
    });
    expect(merged.status).toBe(200);
    expect((await db.memory.findUniqueOrThrow({ where: { id: memory.json.memory.id } })).body).toBe(text("merged"));

    const search = await callApi(getSearch, { path: `/api/v1/search?${new URLSearchParams({ workspace: f.workspace.id, q: SQL_TEXT })}`, token });
    expect(search.status).toBe(200);
    expect(search.json.query).toBe(SQL_TEXT);
    // The injected statement did not run: the table it names still answers.
    expect(await db.memory.count({ where: { workspaceId: f.workspace.id } })).toBe(2);
  });
});
