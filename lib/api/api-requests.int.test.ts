import { describe, expect, it } from "vitest";
import { GET as getMemoryHandler } from "@/app/api/v1/memories/[id]/route";
import { POST as postMemories } from "@/app/api/v1/memories/route";
import { POST as postObservations } from "@/app/api/v1/observations/route";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { POST as postSessions } from "@/app/api/v1/sessions/route";
import { getDb } from "@/lib/db/prisma";
import { callApi, createTestToken } from "@/testing/api-client";
import { createWorkspaceWithRoles } from "@/testing/factories";

const MB = 1024 * 1024;

async function setup() {
  const f = await createWorkspaceWithRoles();
  const { token } = await createTestToken({
    workspaceId: f.workspace.id,
    userId: f.users.admin.id,
    scopes: ["sessions:write", "observations:write", "memories:write", "proposals:create"],
  });
  return { ...f, token };
}

// A body delivered in chunks without a Content-Length, as a chunked upload arrives.
function streamOf(totalBytes: number, chunkBytes = 64 * 1024) {
  let sent = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      controller.enqueue(new TextEncoder().encode("x".repeat(size)));
      sent += size;
    },
  });
  return { stream, pulled: () => pulls * chunkBytes };
}

describe("HTTP API request handling", () => {
  it("answers 400 naming the position for malformed JSON", async () => {
    const f = await setup();
    const res = await callApi(postMemories, { path: "/api/v1/memories", token: f.token, rawBody: '{"body": "tea",\n "oops" }' });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "INVALID_JSON", details: { line: 2, position: expect.any(Number) } });
    expect(res.json.error.message).toMatch(/line 2, column \d+/);
  });

  it("answers 400 for an empty body", async () => {
    const f = await setup();
    const res = await callApi(postMemories, { path: "/api/v1/memories", token: f.token, rawBody: "" });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("INVALID_JSON");
  });

  it("answers 422 with details naming each wrong field", async () => {
    const f = await setup();
    const res = await callApi(postSessions, {
      path: "/api/v1/sessions",
      token: f.token,
      json: { messages: [{ role: "user", content: 42 }], date: "yesterday" },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("INVALID_INPUT");
    const paths = res.json.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(["date", "messages.0.content"]);
    expect(res.json.error.details[0].message).toEqual(expect.any(String));
    expect(await getDb().session.count({ where: { workspaceId: f.workspace.id } })).toBe(0);
  });

  it("answers 422 to an unknown field, so a misspelt one is not silently dropped", async () => {
    const f = await setup();
    const res = await callApi(postMemories, { path: "/api/v1/memories", token: f.token, json: { body: "Tea.", observationID: ["x"] } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.json.error.details)).toContain("observationID");
  });

  it("answers 422 for a body that is JSON but not an object", async () => {
    const f = await setup();
    const res = await callApi(postMemories, { path: "/api/v1/memories", token: f.token, json: ["Tea."] });
    expect(res.status).toBe(422);
  });

  it("answers 422 for search without q or with k out of 1..50", async () => {
    const f = await setup();
    const base = `/api/v1/search?workspace=${f.workspace.id}`;
    const noQuery = await callApi(getSearch, { path: base, token: f.token });
    expect(noQuery.status).toBe(422);
    expect(noQuery.json.error.details[0].path).toBe("q");
    for (const k of ["0", "51", "2.5", "many"]) {
      const res = await callApi(getSearch, { path: `${base}&q=tea&k=${k}`, token: f.token });
      expect(res.status, `k=${k}`).toBe(422);
      expect(res.json.error.details[0].path).toBe("k");
    }
    expect((await callApi(getSearch, { path: `${base}&q=tea&k=50`, token: f.token })).status).toBe(200);
  });

  it("requires the workspace parameter on search", async () => {
    const f = await setup();
    const res = await callApi(getSearch, { path: "/api/v1/search?q=tea", token: f.token });
    expect(res.status).toBe(422);
    expect(res.json.error.details[0].path).toBe("workspace");
  });

  it("answers 413 from a declared Content-Length before reading the body", async () => {
    const f = await setup();
    const big = streamOf(5 * MB);
    const res = await callApi(postMemories, { path: "/api/v1/memories", token: f.token, rawBody: big.stream, headers: { "content-length": String(5 * MB) } });
    expect(res.status).toBe(413);
    expect(res.json.error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", details: { limitBytes: MB } });
    expect(big.pulled()).toBeLessThan(MB);
  });

  it("answers 413 to a body without Content-Length once it passes the limit, without reading the rest", async () => {
    const f = await setup();
    const big = streamOf(20 * MB);
    const res = await callApi(postObservations, { path: "/api/v1/observations", token: f.token, rawBody: big.stream });
    expect(res.status).toBe(413);
    expect(big.pulled()).toBeLessThan(2 * MB);
  });

  it("allows /sessions bodies up to 10 MB and refuses larger ones", async () => {
    const f = await setup();
    const messages = Array.from({ length: 3 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `${i} ${"word ".repeat(150_000)}` }));
    const json = { messages };
    expect(JSON.stringify(json).length).toBeGreaterThan(2 * MB);
    const ok = await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json });
    expect(ok.status).toBe(201);
    const tooBig = await callApi(postMemories, { path: "/api/v1/memories", token: f.token, json: { body: "x", reason: "word ".repeat(300_000) } });
    expect(tooBig.status).toBe(413);
    const huge = streamOf(11 * MB);
    expect((await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, rawBody: huge.stream })).status).toBe(413);
  });

  it("answers 404 for a memory id that does not exist", async () => {
    const f = await setup();
    const res = await callApi(getMemoryHandler, { path: "/api/v1/memories/nope", token: f.token, params: { id: "nope" } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String), details: null } });
  });
});
