import { beforeAll, describe, expect, it } from "vitest";
import { GET as getJob } from "@/app/api/v1/jobs/[id]/route";
import { GET as getMemory } from "@/app/api/v1/memories/[id]/route";
import { GET as listMemories, POST as postMemories } from "@/app/api/v1/memories/route";
import { GET as getObservation } from "@/app/api/v1/observations/[id]/route";
import { POST as postObservations } from "@/app/api/v1/observations/route";
import { POST as acceptProposal } from "@/app/api/v1/proposals/[id]/accept/route";
import { POST as mergeProposal } from "@/app/api/v1/proposals/[id]/merge/route";
import { POST as rejectProposal } from "@/app/api/v1/proposals/[id]/reject/route";
import { GET as getProposal } from "@/app/api/v1/proposals/[id]/route";
import { GET as listProposals, POST as postProposals } from "@/app/api/v1/proposals/route";
import { GET as listRunResults } from "@/app/api/v1/runs/[id]/results/route";
import { POST as importRun } from "@/app/api/v1/runs/import/route";
import { GET as getRun } from "@/app/api/v1/runs/[id]/route";
import { GET as listRuns } from "@/app/api/v1/runs/route";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { GET as getSession } from "@/app/api/v1/sessions/[id]/route";
import { GET as listSessions, POST as postSessions } from "@/app/api/v1/sessions/route";
import { callApi, createTestToken } from "@/testing/api-client";
import { createTestSession, createWorkspaceWithRoles } from "@/testing/factories";
import { bigString, deeplyNestedJson, MB, syntaxCases, withDeepField, wrongTextValues } from "@/testing/hostile-inputs";
import { createTestMemory, createTestProposal } from "@/testing/proposal-factories";
import { workspaceRowCounts } from "@/testing/workspace-row-counts";

type Handler = Parameters<typeof callApi>[0];
type Fixture = Awaited<ReturnType<typeof setup>>;
type BodyRoute = {
  name: string;
  handler: Handler;
  path: (f: Fixture) => string;
  params?: (f: Fixture) => Record<string, string>;
  valid: (f: Fixture) => Record<string, unknown>;
  required: string[];
  textFields: string[];
};

async function setup() {
  const f = await createWorkspaceWithRoles();
  const { token } = await createTestToken({
    workspaceId: f.workspace.id,
    userId: f.users.admin.id,
    scopes: ["sessions:write", "observations:write", "memories:write", "proposals:create", "proposals:review", "runs:write"],
  });
  const session = await createTestSession(f.workspace.id, [{ role: "user", content: "I keep a kangaroo." }]);
  const proposal = await createTestProposal({ workspaceId: f.workspace.id, ownerId: f.users.admin.id, proposerId: f.users.member.id });
  const memory = await createTestMemory({ workspaceId: f.workspace.id, ownerId: f.users.admin.id });
  return { ...f, token, sessionId: session.id, proposalId: proposal.id, memoryId: memory.id };
}

const decision = (verb: "accept" | "reject" | "merge") => ({
  path: (f: Fixture) => `/api/v1/proposals/${f.proposalId}/${verb}`,
  params: (f: Fixture) => ({ id: f.proposalId }),
});

const ROUTES: BodyRoute[] = [
  {
    name: "POST /api/v1/sessions",
    handler: postSessions,
    path: () => "/api/v1/sessions",
    valid: () => ({ externalId: "s-1", source: "agent", dateText: "Monday", messages: [{ role: "user", content: "hello" }] }),
    required: ["messages"],
    textFields: ["externalId", "source", "dateText", "messages.0.role", "messages.0.content"],
  },
  {
    name: "POST /api/v1/observations",
    handler: postObservations,
    path: () => "/api/v1/observations",
    valid: () => ({ source: "notes.md", fragments: [{ content: "a fragment" }] }),
    required: ["fragments"],
    textFields: ["source", "fragments.0.content"],
  },
  {
    name: "POST /api/v1/memories",
    handler: postMemories,
    path: () => "/api/v1/memories",
    valid: () => ({ body: "Likes tea.", reason: "said so" }),
    required: ["body"],
    textFields: ["body", "reason"],
  },
  {
    name: "POST /api/v1/proposals",
    handler: postProposals,
    path: () => "/api/v1/proposals",
    valid: (f) => ({ workspace: f.workspace.id, owner: f.users.admin.email, body: "Likes coffee." }),
    required: ["workspace", "owner", "body"],
    textFields: ["workspace", "owner", "body"],
  },
  {
    name: "POST /api/v1/proposals/:id/accept",
    handler: acceptProposal,
    ...decision("accept"),
    valid: () => ({ body: "Edited." }),
    required: [],
    textFields: ["body"],
  },
  {
    name: "POST /api/v1/proposals/:id/reject",
    handler: rejectProposal,
    ...decision("reject"),
    valid: () => ({ reason: "wrong" }),
    required: ["reason"],
    textFields: ["reason"],
  },
  {
    name: "POST /api/v1/proposals/:id/merge",
    handler: mergeProposal,
    ...decision("merge"),
    valid: (f) => ({ memoryId: f.memoryId, body: "Merged." }),
    required: ["memoryId"],
    textFields: ["memoryId", "body"],
  },
  {
    name: "POST /api/v1/runs/import",
    handler: importRun,
    path: () => "/api/v1/runs/import",
    valid: (f) => ({
      workspace: f.workspace.id,
      benchmark: "s",
      name: "run",
      filename: "run.jsonl",
      content: '{"question_id": "q1", "hypothesis": "yes"}',
      reader: "r",
      judge: "j",
      notes: "n",
    }),
    required: ["benchmark", "name", "filename", "content"],
    // Five text fields, as the other routes: more would pass the rate limit's burst of one token.
    textFields: ["benchmark", "name", "filename", "judge", "content"],
  },
];

function withPath(value: Record<string, unknown>, path: string, replacement: unknown, remove = false): Record<string, unknown> {
  const copy = structuredClone(value);
  const keys = path.split(".");
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (remove) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = replacement;
  return copy;
}

// What every refusal must look like: a 4xx JSON error that names the problem, no stack, no echo.
function expectCleanRefusal(res: { status: number; json: unknown; text?: string }, statuses: number[]) {
  expect(statuses).toContain(res.status);
  const text = JSON.stringify(res.json);
  expect(text.length).toBeLessThan(4000);
  expect(text).not.toMatch(/\n\s+at |node_modules|Prisma|invalid byte sequence/);
  const error = (res.json as { error: { code: string; message: string } }).error;
  expect(error.code).toMatch(/^[A-Z_]+$/);
  expect(error.message.length).toBeGreaterThan(10);
}

const call = (route: BodyRoute, f: Fixture, body: { json?: unknown; rawBody?: string | Buffer }) =>
  callApi(route.handler, {
    path: route.path(f),
    token: f.token,
    params: route.params?.(f),
    json: body.json,
    rawBody: typeof body.rawBody === "string" || body.rawBody === undefined ? body.rawBody : new Blob([new Uint8Array(body.rawBody)]).stream(),
  });

describe.each(ROUTES)("$name refuses hostile bodies", (route) => {
  let f: Fixture;
  let before: Awaited<ReturnType<typeof workspaceRowCounts>>;
  beforeAll(async () => {
    f = await setup();
    before = await workspaceRowCounts(f.workspace.id);
  });

  it("answers 400 naming the problem for each body that is not JSON", async () => {
    for (const c of syntaxCases(route.valid(f))) {
      const res = await call(route, f, { rawBody: c.body });
      expectCleanRefusal(res, [400]);
      expect(res.json.error.code, c.name).toBe("INVALID_JSON");
      expect(res.json.error.message, c.name).toMatch(c.problem);
    }
    expect(await workspaceRowCounts(f.workspace.id)).toEqual(before);
  });

  it("answers 422 naming each missing required field", async () => {
    for (const field of route.required) {
      const res = await call(route, f, { json: withPath(route.valid(f), field, undefined, true) });
      expectCleanRefusal(res, [422]);
      expect(
        res.json.error.details.map((d: { path: string }) => d.path),
        field,
      ).toContain(field);
    }
    expect(await workspaceRowCounts(f.workspace.id)).toEqual(before);
  });

  it("answers 422 naming the field for wrong types, NUL bytes and lone surrogates in every text field", async () => {
    for (const field of route.textFields) {
      for (const c of wrongTextValues(field)) {
        const res = await call(route, f, { json: withPath(route.valid(f), field, c.value) });
        expectCleanRefusal(res, [422]);
        expect(
          res.json.error.details.map((d: { path: string }) => d.path),
          c.name,
        ).toContain(field);
      }
    }
    expect(await workspaceRowCounts(f.workspace.id)).toEqual(before);
  });

  it("answers 422 to JSON nested 10,000 deep, as the whole body and as a field", async () => {
    const whole = await call(route, f, { rawBody: deeplyNestedJson(10_000) });
    expectCleanRefusal(whole, [422]);
    const field = route.textFields.at(-1)!.split(".")[0]!;
    const nested = await call(route, f, { rawBody: withDeepField(route.valid(f), field, 10_000) });
    expectCleanRefusal(nested, [422]);
    expect(nested.json.error.details[0].path).toMatch(new RegExp(`^${field}`));
    expect(await workspaceRowCounts(f.workspace.id)).toEqual(before);
  });
});

describe("10 MB strings", () => {
  it("are refused with 413 over a route's limit and 422 naming the field under it, never echoed", async () => {
    const f = await setup();
    const before = await workspaceRowCounts(f.workspace.id);
    const memory = await callApi(postMemories, { path: "/api/v1/memories", token: f.token, json: { body: bigString(10 * MB) } });
    expectCleanRefusal(memory, [413]);
    expect(memory.json.error.details).toEqual({ limitBytes: MB });
    // /sessions takes 10 MB bodies, but no single message may pass 1,000,000 characters.
    const session = await callApi(postSessions, {
      path: "/api/v1/sessions",
      token: f.token,
      json: { messages: [{ role: "user", content: bigString(9 * MB) }] },
    });
    expectCleanRefusal(session, [422]);
    expect(session.json.error.details).toEqual([{ path: "messages.0.content", message: expect.stringMatching(/1000000/) }]);
    expect(await workspaceRowCounts(f.workspace.id)).toEqual(before);
  });
});

describe("hostile path and query parameters", () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await setup();
  });

  it("GET /api/v1/memories/:id answers 422 or 404 to a NUL byte, SQL, markup or a 10 KB id", async () => {
    const cases: [string, number][] = [
      ["m\u0000x", 422],
      ["\ud800", 422],
      ["' OR '1'='1", 404],
      ["<script>x</script>", 404],
      ["x".repeat(10_000), 422],
    ];
    for (const [id, status] of cases) {
      const res = await callApi(getMemory, { path: "/api/v1/memories/x", token: f.token, params: { id } });
      expectCleanRefusal(res, [status]);
      if (status === 422) expect(res.json.error.details[0].path).toBe("id");
    }
  });

  it("GET /api/v1/search answers 422 naming the parameter, and searches SQL-looking text as text", async () => {
    const base = { workspace: f.workspace.id, q: "tea" };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, q: "tea\u0000" }, "q"],
      [{ ...base, q: "x".repeat(10_000) }, "q"],
      [{ ...base, workspace: `${f.workspace.id}\u0000` }, "workspace"],
      [{ ...base, k: "1e400" }, "k"],
      [{ ...base, k: "-1" }, "k"],
      [{ ...base, kind: "<script>" }, "kind"],
    ];
    for (const [query, field] of cases) {
      const res = await callApi(getSearch, { path: `/api/v1/search?${new URLSearchParams(query)}`, token: f.token });
      expect(res.status, JSON.stringify(query).slice(0, 80)).toBe(422);
      expectCleanRefusal(res, [422]);
      expect(
        res.json.error.details.map((d: { path: string }) => d.path),
        JSON.stringify(query).slice(0, 80),
      ).toContain(field);
    }
    const sql = await callApi(getSearch, { path: `/api/v1/search?${new URLSearchParams({ ...base, q: `'); DROP TABLE "Memory";--` })}`, token: f.token });
    expect(sql.status).toBe(200);
    expect(sql.json.query).toBe(`'); DROP TABLE "Memory";--`);
  });
  // Each of these makes dozens of calls: a token of its own keeps them under the rate limit's burst.
  const readToken = async () => (await createTestToken({ workspaceId: f.workspace.id, userId: f.users.viewer.id, scopes: [] })).token;

  it("the read routes by id answer 422 naming id or 404 to a NUL byte, SQL, markup or a 10 KB id", async () => {
    const token = await readToken();
    const reads: [string, Handler][] = [
      ["proposals", getProposal],
      ["sessions", getSession],
      ["observations", getObservation],
      ["runs", getRun],
      ["runs results", listRunResults],
      ["jobs", getJob],
    ];
    const cases: [string, number][] = [
      ["m\u0000x", 422],
      ["\ud800", 422],
      ["' OR '1'='1", 404],
      ["<script>x</script>", 404],
      ["x".repeat(10_000), 422],
    ];
    for (const [name, handler] of reads) {
      for (const [id, status] of cases) {
        const res = await callApi(handler, { path: `/api/v1/${name.replace(" ", "/x/")}`, token, params: { id } });
        expect(res.status, `${name} ${id.slice(0, 20)}`).toBe(status);
        expectCleanRefusal(res, [status]);
        if (status === 422) expect(res.json.error.details[0].path).toBe("id");
      }
    }
  });

  it("the list routes answer 422 naming the parameter to hostile cursors, limits and filters", async () => {
    const token = await readToken();
    const lists: [string, Handler, Record<string, string>?][] = [
      ["/api/v1/proposals", listProposals],
      ["/api/v1/memories", listMemories],
      ["/api/v1/sessions", listSessions],
      ["/api/v1/runs", listRuns],
    ];
    const cases: [Record<string, string>, string][] = [
      [{ cursor: "abc\u0000" }, "cursor"],
      [{ cursor: "x".repeat(10_000) }, "cursor"],
      [{ cursor: `'); DROP TABLE "Proposal";--` }, "cursor"],
      [{ cursor: Buffer.from('["<script>", "x"]').toString("base64url") }, "cursor"],
      [{ limit: "1e400" }, "limit"],
      [{ limit: "-1" }, "limit"],
      [{ limit: "<script>" }, "limit"],
    ];
    for (const [path, handler] of lists) {
      for (const [query, field] of cases) {
        const res = await callApi(handler, { path: `${path}?${new URLSearchParams(query)}`, token });
        expect(res.status, `${path} ${JSON.stringify(query).slice(0, 60)}`).toBe(422);
        expectCleanRefusal(res, [422]);
        expect(res.json.error.details.map((d: { path: string }) => d.path)).toContain(field);
      }
    }
    const filters: [Handler, string, Record<string, string>, string][] = [
      [listProposals, "/api/v1/proposals", { status: "<script>" }, "status"],
      [listProposals, "/api/v1/proposals", { owner: "a\u0000b" }, "owner"],
      [listProposals, "/api/v1/proposals", { proposer: "x".repeat(10_000) }, "proposer"],
      [listMemories, "/api/v1/memories", { owner: "x\u0000" }, "owner"],
      [listMemories, "/api/v1/memories", { status: "deleted" }, "status"],
    ];
    for (const [handler, path, query, field] of filters) {
      const res = await callApi(handler, { path: `${path}?${new URLSearchParams(query)}`, token });
      expect(res.status, `${path} ${field}`).toBe(422);
      expectCleanRefusal(res, [422]);
      expect(res.json.error.details.map((d: { path: string }) => d.path)).toContain(field);
    }
    // SQL-looking filter text is a value, not SQL: it matches nobody.
    const sql = await callApi(listProposals, { path: `/api/v1/proposals?${new URLSearchParams({ owner: `' OR '1'='1` })}`, token });
    expect(sql.status).toBe(200);
    expect(sql.json.items).toEqual([]);
  });
});
