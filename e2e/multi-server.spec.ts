import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { stopChildProcesses } from "../testing/stop-child-processes";
import { freePort } from "./support/tcp-proxy";

// Issue 15, point 4: two app servers (`npm run serve`, no worker of their own) and two
// `lore worker` processes on one PostgreSQL server, as a team deploys Lore. Needs a real
// PostgreSQL (TEST_DATABASE_URL, as CI provides); skipped without one. Each server has its own
// data dir, so nothing is shared but the database and NEXTAUTH_SECRET.
const SERVER_URL = process.env.TEST_DATABASE_URL;
test.skip(!SERVER_URL, "needs TEST_DATABASE_URL (a PostgreSQL server)");
test.describe.configure({ mode: "serial" });

const SECRET = "multi-server-e2e-shared-secret-0123456789";
const QUESTION_FILE = path.resolve("../shared/data/longmemeval/hussainzs_Memoria/evaluations/data/lme_jsons/1_1903aded.json");
const children: ChildProcess[] = [];
const dirs: string[] = [];
let databaseUrl = "";
let databaseName = "";
const servers: string[] = [];
let token = "";
let workspaceId = "";

function spawnLore(args: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: SECRET, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const seen = (c: Buffer) => {
      output += c.toString();
      if (output.includes(ready)) resolve(child);
    };
    child.stdout!.on("data", seen);
    child.stderr!.on("data", seen);
    child.on("exit", (code) => reject(new Error(`${args.join(" ")} exited ${code}:\n${output.slice(-3000)}`)));
  });
}

async function serve(seed: boolean): Promise<string> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lore-multi-app-"));
  dirs.push(dataDir);
  await spawnLore(
    ["--conditions=react-server", "--import", "tsx", "scripts/start.ts", "--production"],
    { PORT: String(port), NEXTAUTH_URL: url, LORE_DATA_DIR: dataDir, LORE_WORKER: "0", LORE_SEED_DEMO: seed ? "1" : "0", LORE_API_RATE_LIMIT: "60:150" },
    "Lore is running at",
  );
  return url;
}

async function lore(args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)(process.execPath, ["bin/lore.mjs", ...args, "--json"], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const auth = () => ({ authorization: `Bearer ${token}` });
const server = (i: number) => servers[i % 2]!;

async function api(ctx: APIRequestContext, method: "GET" | "POST", url: string, data?: unknown) {
  const response = await ctx.fetch(url, { method, headers: auth(), data, failOnStatusCode: false });
  return { status: response.status(), body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

async function propose(ctx: APIRequestContext, i: number, body: string): Promise<string> {
  const session = await api(ctx, "POST", `${server(i)}/api/v1/sessions`, {
    messages: [{ role: "user", content: `Evidence ${i} for the multi-server test: ${body}` }],
  });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  const observationIds = (session.body!.session as { observationIds: string[] }).observationIds;
  const proposal = await api(ctx, "POST", `${server(i + 1)}/api/v1/proposals`, { workspace: workspaceId, owner: "demo@lore.local", body, observationIds });
  expect(proposal.status, JSON.stringify(proposal.body)).toBe(201);
  return (proposal.body!.proposal as { id: string }).id;
}

// Signs in through next-auth's credentials endpoint as the sign-in form does; the session cookie.
async function signIn(ctx: APIRequestContext, base: string, email: string, password: string): Promise<string | null> {
  const csrf = (await (await ctx.get(`${base}/api/auth/csrf`)).json()) as { csrfToken: string };
  await ctx.post(`${base}/api/auth/callback/credentials`, {
    form: { csrfToken: csrf.csrfToken, email, password, json: "true" },
    headers: { origin: base },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  const cookie = (await ctx.storageState()).cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  return cookie?.value ?? null;
}

async function sessionUser(base: string, cookie: string): Promise<string | null> {
  const ctx = await playwrightRequest.newContext();
  try {
    const body = (await (await ctx.get(`${base}/api/auth/session`, { headers: { cookie: `next-auth.session-token=${cookie}` } })).json()) as {
      user?: { email?: string };
    };
    return body.user?.email ?? null;
  } finally {
    await ctx.dispose();
  }
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  databaseName = `lore_multi_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(SERVER_URL!);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  // The first server migrates and seeds the demo workspace; the second finds it ready.
  servers.push(await serve(true));
  servers.push(await serve(false));
  for (let i = 0; i < 2; i++) await spawnLore(["bin/lore.mjs", "worker"], { LORE_WORKER_POLL_SECONDS: "0.5" }, "started");
  const created = await lore([
    "tokens",
    "create",
    "--email",
    "demo@lore.local",
    "--workspace",
    "demo",
    "--scopes",
    "sessions:write,memories:write,proposals:create,proposals:review,benchmarks:write",
  ]);
  token = created.token as string;
  workspaceId = created.workspaceId as string;
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await stopChildProcesses(children);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (databaseName) {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

test("20 concurrent merges into one memory, split across both servers, keep every accepted addition", async ({ request }) => {
  test.setTimeout(180_000);
  const memory = await api(request, "POST", `${server(0)}/api/v1/memories`, { body: "Multi-server memory." });
  expect(memory.status, JSON.stringify(memory.body)).toBe(201);
  const memoryId = (memory.body!.memory as { id: string }).id;
  const proposals: string[] = [];
  for (let i = 0; i < 20; i++) proposals.push(await propose(request, i, `addition ${i} of the multi-server test`));
  const answers = await Promise.all(proposals.map((id, i) => api(request, "POST", `${server(i)}/api/v1/proposals/${id}/merge`, { memoryId })));
  const accepted = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
  for (const a of answers) expect([200, 409]).toContain(a.status);
  expect(accepted.length).toBeGreaterThan(0);
  const final = await api(request, "GET", `${server(1)}/api/v1/memories/${memoryId}`);
  const body = (final.body!.memory as { body: string }).body;
  for (const i of accepted) expect(body, `accepted merge ${i}`).toContain(`addition ${i} of the multi-server test`);
  const revisions = await query<{ number: number }>(`SELECT number FROM "MemoryRevision" WHERE "memoryId" = $1 ORDER BY number`, [memoryId]);
  expect(revisions.map((r) => r.number)).toEqual(Array.from({ length: accepted.length + 1 }, (_, i) => i + 1));
});

test("20 concurrent decisions on one proposal across both servers: one winner, one audit event", async ({ request }) => {
  const proposal = await propose(request, 0, "A proposal twenty reviewers accept at once.");
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api(request, "POST", `${server(i)}/api/v1/proposals/${proposal}/accept`, {})));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  for (const a of answers) expect([200, 409]).toContain(a.status);
  const events = await query<{ n: string }>(`SELECT count(*)::text AS n FROM "AuditEvent" WHERE "targetId" = $1 AND action = 'proposal.accepted'`, [proposal]);
  expect(events[0]!.n).toBe("1");
});

test("a token's rate limit holds across both servers", async () => {
  const fresh = (await lore(["tokens", "create", "--email", "demo@lore.local", "--workspace", "demo", "--scopes", "memories:write"])).token as string;
  const ctx = await playwrightRequest.newContext();
  const started = Date.now();
  // Burst 150, one a second (LORE_API_RATE_LIMIT=60:150): 300 requests, alternating servers.
  const statuses = await Promise.all(
    Array.from({ length: 300 }, async (_, i) =>
      (await ctx.get(`${server(i)}/api/v1/memories?limit=1`, { headers: { authorization: `Bearer ${fresh}` } })).status(),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  await ctx.dispose();
  const allowed = statuses.filter((s) => s === 200).length;
  expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  // Per-process buckets would allow all 300 (150 each); one shared bucket, 150 plus the refill.
  expect(allowed).toBeGreaterThanOrEqual(150);
  expect(allowed).toBeLessThanOrEqual(150 + Math.ceil(seconds) + 1);
});

test("a wrong-password lockout on one server holds on the other, and a revoked session is refused by both", async () => {
  const email = `multi-${Date.now()}@lore.local`;
  await lore(["users", "create", "--email", email, "--password", "right-password-123", "--name", "Multi", "--workspace", "demo", "--role", "member"]);
  const guesser = await playwrightRequest.newContext();
  for (let i = 0; i < 12; i++) expect(await signIn(guesser, servers[0]!, email, `wrong-${i}`)).toBeNull();
  await guesser.dispose();
  const lockedOut = await playwrightRequest.newContext();
  expect(await signIn(lockedOut, servers[1]!, email, "right-password-123"), "the right password on the other server, during the lockout").toBeNull();
  await lockedOut.dispose();

  // The demo owner signs in on one server; the cookie works on both, until signing out on one.
  const browser = await playwrightRequest.newContext();
  const cookie = await signIn(browser, servers[0]!, "demo@lore.local", "lore-demo");
  expect(cookie).toBeTruthy();
  expect(await sessionUser(servers[0]!, cookie!)).toBe("demo@lore.local");
  expect(await sessionUser(servers[1]!, cookie!)).toBe("demo@lore.local");
  const csrf = (await (await browser.get(`${servers[1]}/api/auth/csrf`)).json()) as { csrfToken: string };
  await browser.post(`${servers[1]}/api/auth/signout`, { form: { csrfToken: csrf.csrfToken, json: "true" }, headers: { origin: servers[1]! } });
  await browser.dispose();
  // Refused at once where it signed out; on the other server once its cached session version
  // expires (SESSION_VERSION_TTL_MS, 5 s).
  expect(await sessionUser(servers[1]!, cookie!), "a copied cookie after sign-out, on the server that signed it out").toBeNull();
  await expect
    .poll(() => sessionUser(servers[0]!, cookie!), { message: "the copied cookie on the other server", timeout: 10_000, intervals: [500] })
    .toBeNull();
});

test("a file uploaded through one server is imported exactly once by a worker process", async () => {
  test.setTimeout(180_000);
  const browser = await playwrightRequest.newContext();
  expect(await signIn(browser, servers[0]!, "demo@lore.local", "lore-demo")).toBeTruthy();
  const response = await browser.post(`${servers[0]}/api/imports?workspace=${workspaceId}&benchmark=multi-upload&filename=1_1903aded.json`, {
    data: readFileSync(QUESTION_FILE),
    headers: { origin: servers[0]!, "content-type": "application/json" },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { jobId } = (await response.json()) as { jobId: string };
  await browser.dispose();
  // The other server reports the job, which a worker (not an app server: they run none) ran.
  await expect
    .poll(
      async () => {
        const job = await api(await playwrightRequest.newContext(), "GET", `${servers[1]}/api/v1/jobs/${jobId}`);
        return (job.body?.job as { status?: string } | undefined)?.status;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe("completed");
  const questions = await query<{ n: string }>(
    `SELECT count(*)::text AS n FROM "Question" q JOIN "Benchmark" b ON b.id = q."benchmarkId" WHERE b.name = 'multi-upload' AND b."workspaceId" = $1`,
    [workspaceId],
  );
  expect(questions[0]!.n).toBe("1");
  expect((await query<{ status: string }>(`SELECT status::text FROM "JobRun" WHERE id = $1`, [jobId]))[0]).toEqual({ status: "completed" });
  // One queue job, run once: completed on its first attempt (pg-boss counts retries).
  const queued = await query<{ state: string; retry_count: number }>(`SELECT state::text, retry_count FROM pgboss.job WHERE data->>'jobRunId' = $1`, [jobId]);
  expect(queued).toEqual([{ state: "completed", retry_count: 0 }]);
  // Imported: the upload is gone from the database.
  expect((await query<{ n: string }>(`SELECT count(*)::text AS n FROM "Upload" WHERE "workspaceId" = $1`, [workspaceId]))[0]!.n).toBe("0");
});

test("two admins demoting each other 30 times across both servers never leave the workspace without an admin", async ({ request }) => {
  test.setTimeout(240_000);
  // A workspace of exactly two admins, so that each demotion alone is allowed and both together
  // would leave none: zero admins is the bug this looks for.
  const workspace = (await lore(["workspaces", "create", "--name", `Demotions ${Date.now()}`])).id as string;
  const admins = [];
  for (const name of ["a", "b"]) {
    const email = `demoter-${name}-${Date.now()}@lore.local`;
    const user = await lore([
      "users",
      "create",
      "--email",
      email,
      "--password",
      "demoter-password-123",
      "--name",
      name,
      "--workspace",
      workspace,
      "--role",
      "admin",
    ]);
    const created = await lore(["tokens", "create", "--email", email, "--workspace", workspace, "--scopes", "members:write"]);
    admins.push({ id: user.id as string, token: created.token as string });
  }
  const [a, b] = admins as [{ id: string; token: string }, { id: string; token: string }];
  const patch = async (base: string, as: { token: string }, userId: string, role: string) => {
    const response = await request.fetch(`${base}/api/v1/members/${userId}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${as.token}` },
      data: { role },
      failOnStatusCode: false,
    });
    return { status: response.status(), body: (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null };
  };
  const adminCount = async () =>
    Number((await query<{ n: string }>(`SELECT count(*)::text AS n FROM "Membership" WHERE "workspaceId" = $1 AND role = 'admin'`, [workspace]))[0]!.n);

  const listed = await request.get(`${servers[1]}/api/v1/members`, { headers: { authorization: `Bearer ${a.token}` } });
  expect(listed.status()).toBe(200);
  const members = ((await listed.json()) as { items: { userId: string; role: string }[] }).items;
  expect(members.map((m) => [m.userId, m.role]).sort()).toEqual([a.id, b.id].sort().map((id) => [id, "admin"]));

  const outcomes: string[] = [];
  for (let i = 0; i < 30; i++) {
    const [byA, byB] = await Promise.all([patch(servers[0]!, a, b.id, "member"), patch(servers[1]!, b, a.id, "member")]);
    outcomes.push(`${byA.status}/${byB.status}`);
    expect(await adminCount(), `try ${i}: admins left after ${byA.status}/${byB.status}`).toBe(1);
    // Exactly one demotion wins. The loser is refused: 409 when it waited on the winner's lock
    // (the last-admin rule), or 403 when its token was checked after the winner had already
    // demoted its user.
    const answers = [byA, byB];
    expect(
      answers.filter((r) => r.status === 200),
      `try ${i}`,
    ).toHaveLength(1);
    const loser = answers.find((r) => r.status !== 200)!;
    expect([409, 403], `try ${i}: ${JSON.stringify(loser.body)}`).toContain(loser.status);
    if (loser.status === 409) expect(loser.body?.error?.message).toContain("at least one admin");
    // The survivor promotes the other back through the other server, for the next try.
    const [survivor, demoted] = byA.status === 200 ? [a, b] : [b, a];
    const back = await patch(servers[i % 2 === 0 ? 1 : 0]!, survivor, demoted.id, "admin");
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await adminCount()).toBe(2);
  }
  const events = await query<{ n: string }>(`SELECT count(*)::text AS n FROM "AuditEvent" WHERE "workspaceId" = $1 AND action = 'member.role_changed'`, [
    workspace,
  ]);
  // One demotion and one re-promotion per try.
  expect(events[0]!.n, outcomes.join(" ")).toBe("60");
  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
  const tally = [...counts].map(([o, n]) => `${o} ×${n}`);
  console.log(`demotions (A via server 1 / B via server 2): ${tally.join(", ")}`);
});
