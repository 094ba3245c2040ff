import { beforeAll, describe, expect, it } from "vitest";
import { GET as getJobHandler } from "@/app/api/v1/jobs/[id]/route";
import { GET as getMemoriesHandler } from "@/app/api/v1/memories/route";
import { GET as getObservationHandler } from "@/app/api/v1/observations/[id]/route";
import { POST as postAccept } from "@/app/api/v1/proposals/[id]/accept/route";
import { POST as postReject } from "@/app/api/v1/proposals/[id]/reject/route";
import { GET as getProposalHandler } from "@/app/api/v1/proposals/[id]/route";
import { GET as getProposalsHandler, POST as postProposals } from "@/app/api/v1/proposals/route";
import { GET as getRunResultsHandler } from "@/app/api/v1/runs/[id]/results/route";
import { GET as getRunHandler } from "@/app/api/v1/runs/[id]/route";
import { GET as getRunsHandler } from "@/app/api/v1/runs/route";
import { GET as getSessionHandler } from "@/app/api/v1/sessions/[id]/route";
import { GET as getSessionsHandler, POST as postSessions } from "@/app/api/v1/sessions/route";
import { getDb } from "@/lib/db/prisma";
import { encodeCursor } from "@/lib/utils/page-cursor";
import { callApi, createTestToken } from "@/testing/api-client";
import { createTestSession, createWorkspaceWithRoles, uniq } from "@/testing/factories";

type Handler = Parameters<typeof callApi>[0];
type Fixture = Awaited<ReturnType<typeof setup>>;

// Rows of one list share timestamps on purpose, so the id must break the ties.
const T1 = new Date("2026-03-01T10:00:00.000Z");
const T2 = new Date("2026-03-02T10:00:00.000Z");

async function setup() {
  const f = await createWorkspaceWithRoles();
  const db = getDb();
  const { token } = await createTestToken({
    workspaceId: f.workspace.id,
    userId: f.users.admin.id,
    scopes: ["sessions:write", "proposals:create", "proposals:review"],
  });
  const viewer = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.viewer.id, scopes: [] });
  const outsider = await createTestToken({ workspaceId: f.other.id, userId: f.users.outsider.id, scopes: [] });
  const session = await createTestSession(f.workspace.id, [
    { role: "user", content: "I moved to Lisbon." },
    { role: "assistant", content: "How is Lisbon?" },
    { role: "user", content: "Sunny." },
  ]);
  const turns = await db.observation.findMany({ where: { sessionId: session.id }, orderBy: { position: "asc" }, select: { id: true } });
  const otherSession = await createTestSession(f.other.id, [{ role: "user", content: "Secret of the other workspace." }]);
  const otherTurn = await db.observation.findFirstOrThrow({ where: { sessionId: otherSession.id }, select: { id: true } });
  return { ...f, token, viewerToken: viewer.token, outsiderToken: outsider.token, session, turnIds: turns.map((t) => t.id), otherSession, otherTurn };
}

// Every page of a list, following nextCursor, with the ids of each page.
async function walk(handler: Handler, path: string, token: string, params?: Record<string, string>) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const res = await callApi(handler, { path: `${path}${sep}limit=2${cursor ? `&cursor=${cursor}` : ""}`, token, params });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.items.length).toBeLessThanOrEqual(2);
    pages.push(res.json.items.map((i: { id: string }) => i.id));
    cursor = res.json.nextCursor;
    expect(pages.length).toBeLessThan(50);
  } while (cursor);
  return pages;
}

// createdAt desc, then id desc: what every list of the API promises.
function newestFirst(rows: { id: string; createdAt: Date }[]) {
  return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((r) => r.id);
}

describe("GET /api/v1/proposals/{id}", () => {
  it("shows an agent what became of its proposal: pending, then accepted with the memory it made", async () => {
    const f = await setup();
    const proposed = await callApi(postProposals, {
      path: "/api/v1/proposals",
      token: f.token,
      json: { workspace: f.workspace.id, owner: f.users.admin.email, body: "Lives in Lisbon.", observationIds: [f.turnIds[0]] },
    });
    expect(proposed.status).toBe(201);
    const id = proposed.json.proposal.id;
    const read = () => callApi(getProposalHandler, { path: `/api/v1/proposals/${id}`, token: f.viewerToken, params: { id } });

    const pending = await read();
    expect(pending.status).toBe(200);
    expect(pending.json.proposal).toEqual({
      id,
      workspaceId: f.workspace.id,
      status: "pending",
      ownerId: f.users.admin.id,
      proposerId: f.users.admin.id,
      body: "Lives in Lisbon.",
      observationIds: [f.turnIds[0]],
      decidedAt: null,
      decidedById: null,
      decisionReason: null,
      memoryId: null,
      targetMemoryId: null,
      createdAt: proposed.json.proposal.createdAt,
    });

    const accepted = await callApi(postAccept, { path: `/api/v1/proposals/${id}/accept`, token: f.token, params: { id }, json: {} });
    expect(accepted.status).toBe(200);
    const after = await read();
    expect(after.json.proposal).toMatchObject({ status: "accepted", decidedById: f.users.admin.id, memoryId: accepted.json.proposal.memoryId });
    expect(after.json.proposal.memoryId).toEqual(expect.any(String));
    expect(Date.parse(after.json.proposal.decidedAt)).toBeGreaterThanOrEqual(Date.parse(after.json.proposal.createdAt));
  });

  it("shows a rejection's reason", async () => {
    const f = await setup();
    const proposed = await callApi(postProposals, {
      path: "/api/v1/proposals",
      token: f.token,
      json: { workspace: f.workspace.id, owner: f.users.admin.email, body: "Hates the sun.", observationIds: [f.turnIds[2]] },
    });
    const id = proposed.json.proposal.id;
    await callApi(postReject, { path: `/api/v1/proposals/${id}/reject`, token: f.token, params: { id }, json: { reason: "The turn says sunny, not hated." } });
    const read = await callApi(getProposalHandler, { path: `/api/v1/proposals/${id}`, token: f.token, params: { id } });
    expect(read.json.proposal).toMatchObject({
      status: "rejected",
      decisionReason: "The turn says sunny, not hated.",
      memoryId: null,
      decidedById: f.users.admin.id,
    });
  });

  it("answers 404 for another workspace's proposal and for an unknown id, without its data", async () => {
    const f = await setup();
    const theirs = await getDb().proposal.create({
      data: { workspaceId: f.other.id, ownerId: f.users.outsider.id, proposerId: f.users.outsider.id, body: "Their secret proposal." },
      select: { id: true },
    });
    for (const id of [theirs.id, "no-such-proposal"]) {
      const res = await callApi(getProposalHandler, { path: `/api/v1/proposals/${id}`, token: f.token, params: { id } });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain("secret");
    }
  });
});

describe("GET /api/v1/proposals", () => {
  it("walks every proposal once across pages, newest first, filters by status, proposer and owner, and never lists another workspace's", async () => {
    const f = await setup();
    const db = getDb();
    const specs = [
      { proposerId: f.users.member.id, ownerId: f.users.admin.id, status: "pending" as const, createdAt: T1 },
      { proposerId: f.users.member.id, ownerId: f.users.admin.id, status: "accepted" as const, createdAt: T1 },
      { proposerId: f.users.admin.id, ownerId: f.users.member.id, status: "pending" as const, createdAt: T1 },
      { proposerId: f.users.admin.id, ownerId: f.users.admin.id, status: "rejected" as const, createdAt: T2 },
      { proposerId: f.users.member.id, ownerId: f.users.member.id, status: "pending" as const, createdAt: T2 },
    ];
    const rows: ((typeof specs)[number] & { id: string })[] = [];
    for (const [i, s] of specs.entries())
      rows.push({ ...s, ...(await db.proposal.create({ data: { workspaceId: f.workspace.id, body: `Proposal ${i}.`, ...s }, select: { id: true } })) });
    const theirs = await db.proposal.create({
      data: { workspaceId: f.other.id, ownerId: f.users.outsider.id, proposerId: f.users.outsider.id, body: "Theirs.", createdAt: T2 },
      select: { id: true },
    });

    const pages = await walk(getProposalsHandler, "/api/v1/proposals", f.token);
    expect(pages.length).toBe(3);
    expect(pages.flat()).toEqual(newestFirst(rows));
    expect(pages.flat()).not.toContain(theirs.id);

    const ids = async (query: string) => (await walk(getProposalsHandler, `/api/v1/proposals?${query}`, f.token)).flat().sort();
    const expected = (pick: (r: (typeof rows)[number]) => boolean) =>
      rows
        .filter(pick)
        .map((r) => r.id)
        .sort();
    expect(await ids("status=pending")).toEqual(expected((r) => r.status === "pending"));
    expect(await ids(`proposer=${f.users.member.id}`)).toEqual(expected((r) => r.proposerId === f.users.member.id));
    expect(await ids(`owner=${encodeURIComponent(f.users.member.email)}`)).toEqual(expected((r) => r.ownerId === f.users.member.id));
    expect(await ids(`status=pending&owner=${f.users.admin.id}`)).toEqual(expected((r) => r.status === "pending" && r.ownerId === f.users.admin.id));
    expect(await ids(`owner=${f.users.outsider.id}`)).toEqual([]);

    const whole = await callApi(getProposalsHandler, { path: "/api/v1/proposals", token: f.token });
    expect(whole.json.nextCursor).toBeNull();
    expect(whole.json.items).toHaveLength(5);
  });
});

describe("GET /api/v1/memories", () => {
  it("walks every memory once across pages and filters by status and owner", async () => {
    const f = await setup();
    const db = getDb();
    const specs = [
      { ownerId: f.users.admin.id, status: "active" as const, createdAt: T1 },
      { ownerId: f.users.member.id, status: "archived" as const, createdAt: T1 },
      { ownerId: f.users.member.id, status: "active" as const, createdAt: T2 },
    ];
    const rows: ((typeof specs)[number] & { id: string })[] = [];
    for (const [i, s] of specs.entries()) {
      rows.push({
        ...s,
        ...(await db.memory.create({
          data: { workspaceId: f.workspace.id, body: `Memory ${i}.`, ...s, sources: { create: [{ observationId: f.turnIds[i]! }] } },
          select: { id: true },
        })),
      });
    }
    const theirs = await db.memory.create({
      data: { workspaceId: f.other.id, ownerId: f.users.outsider.id, body: "Theirs.", createdAt: T2 },
      select: { id: true },
    });

    const pages = await walk(getMemoriesHandler, "/api/v1/memories", f.viewerToken);
    expect(pages.flat()).toEqual(newestFirst(rows));
    expect(pages.flat()).not.toContain(theirs.id);
    const first = await callApi(getMemoriesHandler, { path: "/api/v1/memories?limit=1", token: f.token });
    expect(first.json.items[0]).toMatchObject({
      id: rows[2]!.id,
      body: "Memory 2.",
      status: "active",
      observationIds: [f.turnIds[2]],
      createdAt: T2.toISOString(),
    });

    const ids = async (query: string) => (await walk(getMemoriesHandler, `/api/v1/memories?${query}`, f.token)).flat().sort();
    expect(await ids("status=archived")).toEqual([rows[1]!.id]);
    expect(await ids(`owner=${f.users.member.id}&status=active`)).toEqual([rows[2]!.id]);
    expect(await ids(`owner=${encodeURIComponent(f.users.admin.email)}`)).toEqual([rows[0]!.id]);
  });
});

describe("GET /api/v1/sessions, /sessions/{id} and /observations/{id}", () => {
  it("reads back a session stored through POST with its messages in order, and each message as an observation", async () => {
    const f = await setup();
    const messages = [
      { role: "user", content: uniq("I keep bees") },
      { role: "assistant", content: "How many hives?" },
      { role: "user", content: "Two." },
    ];
    const stored = await callApi(postSessions, { path: "/api/v1/sessions", token: f.token, json: { externalId: "bees", source: "agent-b", messages } });
    const id = stored.json.session.id;
    const read = await callApi(getSessionHandler, { path: `/api/v1/sessions/${id}`, token: f.viewerToken, params: { id } });
    expect(read.status).toBe(200);
    expect(read.json.session).toMatchObject({ id, externalId: "bees", turnCount: 3, workspaceId: f.workspace.id });
    expect(
      read.json.session.observations.map((o: { id: string; role: string; content: string; position: number; source: string }) => [
        o.id,
        o.position,
        o.role,
        o.content,
        o.source,
      ]),
    ).toEqual(messages.map((m, i) => [stored.json.session.observationIds[i], i, m.role, m.content, "agent-b"]));

    const obsId = stored.json.session.observationIds[1];
    const obs = await callApi(getObservationHandler, { path: `/api/v1/observations/${obsId}`, token: f.token, params: { id: obsId } });
    expect(obs.status).toBe(200);
    expect(obs.json.observation).toMatchObject({
      id: obsId,
      sessionId: id,
      kind: "message",
      position: 1,
      role: "assistant",
      content: "How many hives?",
      source: "agent-b",
    });
  });

  it("walks every session once, and answers 404 for another workspace's session or observation", async () => {
    const f = await setup();
    const db = getDb();
    for (const createdAt of [T1, T1, T2]) {
      await db.session.create({ data: { workspaceId: f.workspace.id, externalId: uniq("s"), contentHash: uniq("h"), createdAt } });
    }
    const all = await db.session.findMany({ where: { workspaceId: f.workspace.id }, select: { id: true, createdAt: true } });
    expect(all).toHaveLength(4);
    const pages = await walk(getSessionsHandler, "/api/v1/sessions", f.token);
    expect(pages.flat()).toEqual(newestFirst(all));
    expect(pages.flat()).not.toContain(f.otherSession.id);

    const s = await callApi(getSessionHandler, { path: "/api/v1/sessions/x", token: f.token, params: { id: f.otherSession.id } });
    const o = await callApi(getObservationHandler, { path: "/api/v1/observations/x", token: f.token, params: { id: f.otherTurn.id } });
    expect([s.status, o.status]).toEqual([404, 404]);
    expect(JSON.stringify([s.json, o.json])).not.toContain("Secret");
  });
});

describe("GET /api/v1/runs, /runs/{id} and /runs/{id}/results", () => {
  async function seedRuns(f: Fixture) {
    const db = getDb();
    const benchmark = await db.benchmark.create({ data: { workspaceId: f.workspace.id, name: uniq("bench") }, select: { id: true, name: true } });
    const runs: { id: string; name: string; createdAt: Date }[] = [];
    for (const createdAt of [T1, T1, T2]) {
      runs.push({
        createdAt,
        ...(await db.run.create({
          data: { workspaceId: f.workspace.id, benchmarkId: benchmark.id, name: uniq("run"), kind: "qa", reader: "gpt-x", judge: "judge-y", createdAt },
          select: { id: true, name: true },
        })),
      });
    }
    const outcomes = [
      {
        questionExternalId: "q-c",
        questionType: "multi-session",
        correct: true,
        readerInputTokens: 100,
        evidenceCoverage: 1,
        answerInContext: true,
        hypothesis: "Lisbon",
      },
      {
        questionExternalId: "q-a",
        questionType: "temporal-reasoning",
        correct: false,
        readerInputTokens: 300,
        evidenceCoverage: 0.5,
        answerInContext: false,
        hypothesis: "Porto",
      },
      {
        questionExternalId: "q-b",
        questionType: "multi-session",
        correct: true,
        readerInputTokens: 200,
        evidenceCoverage: null,
        answerInContext: null,
        hypothesis: "Faro",
      },
      {
        questionExternalId: "q-d",
        questionType: null,
        correct: null,
        readerInputTokens: null,
        evidenceCoverage: null,
        answerInContext: null,
        hypothesis: null,
      },
    ];
    await db.runResult.createMany({ data: outcomes.map((o) => ({ runId: runs[0]!.id, ...o })) });
    const otherBench = await db.benchmark.create({ data: { workspaceId: f.other.id, name: uniq("bench") }, select: { id: true } });
    const otherRun = await db.run.create({
      data: { workspaceId: f.other.id, benchmarkId: otherBench.id, name: "their secret run", kind: "imported", createdAt: T2 },
      select: { id: true },
    });
    await db.runResult.create({ data: { runId: otherRun.id, questionExternalId: "their-q" } });
    return { benchmark, runs, outcomes, otherRun };
  }

  it("lists every run once with its figures, reads one, and walks its results by question id", async () => {
    const f = await setup();
    const { benchmark, runs, outcomes, otherRun } = await seedRuns(f);
    const pages = await walk(getRunsHandler, "/api/v1/runs", f.viewerToken);
    expect(pages.flat()).toEqual(newestFirst(runs));
    expect(pages.flat()).not.toContain(otherRun.id);

    const id = runs[0]!.id;
    const one = await callApi(getRunHandler, { path: `/api/v1/runs/${id}`, token: f.token, params: { id } });
    expect(one.status).toBe(200);
    expect(one.json.run).toMatchObject({
      id,
      name: runs[0]!.name,
      kind: "qa",
      reader: "gpt-x",
      judge: "judge-y",
      status: "completed",
      benchmark,
      createdAt: T1.toISOString(),
    });
    expect(one.json.run.summary).toEqual({ n: 4, judged: 3, correct: 2, accuracy: 2 / 3, readerTokensMean: 200, evidenceCoverageMean: 0.75 });
    const listed = await callApi(getRunsHandler, { path: "/api/v1/runs", token: f.token });
    expect(listed.json.items.find((r: { id: string }) => r.id === id).summary).toEqual(one.json.run.summary);
    expect(listed.json.items.find((r: { id: string }) => r.id === runs[1]!.id).summary).toMatchObject({ n: 0, accuracy: null });

    const resultPages = await walk(getRunResultsHandler, `/api/v1/runs/${id}/results`, f.token, { id });
    expect(resultPages.length).toBe(2);
    const results = await callApi(getRunResultsHandler, { path: `/api/v1/runs/${id}/results?limit=100`, token: f.token, params: { id } });
    expect(results.json.items.map((r: { id: string }) => r.id)).toEqual(resultPages.flat());
    expect(results.json.items.map((r: { id: string }) => ({ ...r, id: undefined }))).toEqual(
      [...outcomes].sort((a, b) => a.questionExternalId.localeCompare(b.questionExternalId)).map((o) => ({ ...o, id: undefined, questionId: null })),
    );
  });

  it("answers 404 for another workspace's run and its results", async () => {
    const f = await setup();
    const { otherRun } = await seedRuns(f);
    const params = { id: otherRun.id };
    const run = await callApi(getRunHandler, { path: "/api/v1/runs/x", token: f.token, params });
    const results = await callApi(getRunResultsHandler, { path: "/api/v1/runs/x/results", token: f.token, params });
    expect([run.status, results.status]).toEqual([404, 404]);
    expect(JSON.stringify([run.json, results.json])).not.toMatch(/secret|their-q/);
  });
});

describe("GET /api/v1/jobs/{id}", () => {
  it("shows a job's status, progress and summary, an expected failure's sentence, never internals, and 404 for another workspace's job", async () => {
    const f = await setup();
    const db = getDb();
    const started = new Date("2026-03-01T10:00:01.000Z");
    const done = await db.jobRun.create({
      data: {
        workspaceId: f.workspace.id,
        kind: "import-longmemeval",
        status: "completed",
        payload: { benchmark: "b", paths: ["/srv/lore/uploads/x.json"] },
        progress: 40,
        total: 40,
        result: { questions: 3, heartbeats: { w1: "2026-03-01T10:00:02.000Z" } },
        startedAt: started,
      },
    });
    const running = await db.jobRun.create({ data: { workspaceId: f.workspace.id, kind: "retrieval-experiment", status: "running", progress: 7, total: 500 } });
    const refused = await db.jobRun.create({
      data: { workspaceId: f.workspace.id, kind: "import-longmemeval", status: "failed", error: "questions.json line 2: answer is missing." },
    });
    const crashed = await db.jobRun.create({
      data: {
        workspaceId: f.workspace.id,
        kind: "extract",
        status: "failed",
        error: "a chunk failed and will be retried: Invalid `prisma.factSheet.create()` invocation\n    at x (/app/lib/dal/y.ts:1:1)",
      },
    });
    const theirs = await db.jobRun.create({ data: { workspaceId: f.other.id, kind: "extract", error: "their secret" } });
    const read = (id: string) => callApi(getJobHandler, { path: `/api/v1/jobs/${id}`, token: f.viewerToken, params: { id } });

    const a = await read(done.id);
    expect(a.status).toBe(200);
    expect(a.json.job).toEqual({
      id: done.id,
      kind: "import-longmemeval",
      status: "completed",
      progress: 40,
      total: 40,
      result: { questions: 3 },
      error: null,
      createdAt: done.createdAt.toISOString(),
      startedAt: started.toISOString(),
      finishedAt: null,
    });
    expect(JSON.stringify(a.json)).not.toContain("/srv/lore");
    expect((await read(running.id)).json.job).toMatchObject({ status: "running", progress: 7, total: 500 });
    expect((await read(refused.id)).json.job).toMatchObject({ status: "failed", error: "questions.json line 2: answer is missing." });
    const b = await read(crashed.id);
    expect(b.json.job.status).toBe("failed");
    expect(b.json.job.error).toMatch(/^The job failed/);
    expect(JSON.stringify(b.json)).not.toMatch(/prisma|\/app\//);
    const c = await read(theirs.id);
    expect(c.status).toBe(404);
    expect(JSON.stringify(c.json)).not.toContain("secret");
  });
});

describe("the read routes refuse bad input and bad tokens", () => {
  let f: Fixture;
  let runId: string;
  let jobId: string;
  beforeAll(async () => {
    f = await setup();
    const db = getDb();
    const benchmark = await db.benchmark.create({ data: { workspaceId: f.workspace.id, name: uniq("bench") }, select: { id: true } });
    jobId = (await db.jobRun.create({ data: { workspaceId: f.workspace.id, kind: "extract" }, select: { id: true } })).id;
    runId = (await db.run.create({ data: { workspaceId: f.workspace.id, benchmarkId: benchmark.id, name: uniq("run"), kind: "qa" }, select: { id: true } })).id;
  });

  const lists = (): [string, Handler, string, Record<string, string>?][] => [
    ["proposals", getProposalsHandler, "/api/v1/proposals"],
    ["memories", getMemoriesHandler, "/api/v1/memories"],
    ["sessions", getSessionsHandler, "/api/v1/sessions"],
    ["runs", getRunsHandler, "/api/v1/runs"],
    ["run results", getRunResultsHandler, `/api/v1/runs/${runId}/results`, { id: runId }],
  ];

  it("answers a malformed cursor or limit with 422 naming it, never 500", async () => {
    const timeLists = new Set(["proposals", "memories", "sessions", "runs"]);
    for (const [name, handler, path, params] of lists()) {
      const cases: [string, string][] = [
        ["cursor=not-a-cursor!", "cursor"],
        [`cursor=${Buffer.from("{}").toString("base64url")}`, "cursor"],
        [`cursor=${"A".repeat(2000)}`, "cursor"],
        ["limit=0", "limit"],
        ["limit=101", "limit"],
        ["limit=2.5", "limit"],
        ["limit=many", "limit"],
      ];
      // A cursor of a run's results (a question id, not a timestamp) is no cursor of a time-ordered list.
      if (timeLists.has(name)) cases.push([`cursor=${encodeCursor({ key: "q-1", id: "r1" })}`, "cursor"]);
      for (const [query, field] of cases) {
        const res = await callApi(handler, { path: `${path}?${query}`, token: f.token, params });
        expect(res.status, `${name} ${query.slice(0, 40)}`).toBe(422);
        expect(
          res.json.error.details.map((d: { path: string }) => d.path),
          `${name} ${query.slice(0, 40)}`,
        ).toContain(field);
      }
    }
    const badStatus = await callApi(getProposalsHandler, { path: "/api/v1/proposals?status=maybe", token: f.token });
    expect(badStatus.status).toBe(422);
    expect(badStatus.json.error.details[0].path).toBe("status");
  });

  it("refuses a missing token, another workspace's token and a token whose user left the workspace", async () => {
    const { token: leaver } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: [] });
    await getDb().membership.deleteMany({ where: { workspaceId: f.workspace.id, userId: f.users.member.id } });
    const gets: [Handler, string, Record<string, string>?][] = [
      ...lists().map(([, handler, path, params]) => [handler, path, params] as [Handler, string, Record<string, string>?]),
      [getSessionHandler, "/api/v1/sessions/x", { id: f.session.id }],
      [getObservationHandler, "/api/v1/observations/x", { id: f.turnIds[0]! }],
      [getRunHandler, "/api/v1/runs/x", { id: runId }],
      [getJobHandler, "/api/v1/jobs/x", { id: jobId }],
    ];
    for (const [handler, path, params] of gets) {
      expect((await callApi(handler, { path, params })).status, path).toBe(401);
      expect((await callApi(handler, { path, token: leaver, params })).status, path).toBe(401);
      const outsider = await callApi(handler, { path, token: f.outsiderToken, params });
      // The outsider's token reads its own workspace: this workspace's ids are 404, its lists hold none of them.
      if (params) expect(outsider.status, path).toBe(404);
      else {
        expect(outsider.status, path).toBe(200);
        for (const ours of [f.workspace.id, f.session.id, runId, jobId]) expect(JSON.stringify(outsider.json), path).not.toContain(ours);
      }
    }
  });
});
