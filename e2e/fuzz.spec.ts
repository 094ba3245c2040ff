import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PERMISSIONS } from "../lib/permissions/permissions";
import { DEMO, signIn } from "./support/sign-in";
import { createToken, propose } from "./support/seed-via-api";

// Issue 19, point 6: no 500 for a bad request anywhere. Every page and every route handler is
// found on disk (a new one is covered without editing this file), filled in with real and
// made-up ids, and sent missing, repeated, empty, huge, non-numeric and badly encoded query
// parameters, and for every write method `Origin: null`. Each answer must be below 500, and a
// refusal must say what was wrong: a JSON error with a message, or a page that says so.

type Endpoint = { pattern: string; file: string; methods: string[] };

function walk(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, name);
    return entry.name === name ? [full] : [];
  });
}

// app/(app)/runs/[runId]/page.tsx -> /runs/[runId]; route groups vanish.
function urlPattern(file: string): string {
  const segments = path
    .relative("app", path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s));
  return `/${segments.join("/")}`;
}

const pages: Endpoint[] = walk("app", "page.tsx").map((file) => ({ pattern: urlPattern(file), file, methods: ["GET"] }));
const routes: Endpoint[] = walk(path.join("app", "api"), "route.ts").map((file) => {
  const source = readFileSync(file, "utf8");
  const methods = [...source.matchAll(/export\s+(?:async\s+function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
  // next-auth's catch-all exports `{ GET, POST }` from its handler.
  const reexported = /export\s*\{([^}]*)\}/.exec(source)?.[1]?.match(/\b(GET|POST|PUT|PATCH|DELETE)\b/g) ?? [];
  return { pattern: urlPattern(file), file, methods: [...new Set([...methods, ...reexported])] };
});

// Every query parameter any page or route reads, and then some.
const PARAMS = [
  "q",
  "cursor",
  "page",
  "sort",
  "limit",
  "k",
  "seed",
  "size",
  "benchmark",
  "type",
  "abstention",
  "runs",
  "run",
  "a",
  "b",
  "baseline",
  "workspace",
  "tag",
  "kind",
  "owner",
  "proposer",
  "status",
  "action",
  "extractor",
  "proposalId",
  "id",
  "callbackUrl",
  "error",
  "mode",
  "verdict",
];
const HUGE = "x".repeat(4000);
const QUERY_VARIANTS: [string, string][] = [
  ["no parameters", ""],
  ["every parameter repeated", PARAMS.map((p) => `${p}=a&${p}=b`).join("&")],
  ["every parameter empty", PARAMS.map((p) => `${p}=`).join("&")],
  ["every parameter huge", PARAMS.map((p) => `${p}=${HUGE}`).join("&")],
  ["every parameter a bad number", PARAMS.map((p, i) => `${p}=${["-1", "1e309", "NaN", "0x10", "1.5"][i % 5]}`).join("&")],
  ["badly encoded values", PARAMS.map((p) => `${p}=%C3%28%E0%A4%A`).join("&")],
  ["hostile text", PARAMS.map((p) => `${p}=${encodeURIComponent(`'"><script>alert(1)</script>\\u0000;--`)}`).join("&")],
];

type Ids = Record<string, string[]>;

// Real ids from the demo workspace (as an agent sees them) first, then made-up ones.
async function collectIds(request: APIRequestContext, created: { token: string; workspaceId: string }, page: Page): Promise<Ids> {
  const auth = { authorization: `Bearer ${created.token}` };
  const first = async (url: string) => {
    const response = await request.get(url, { headers: auth });
    expect(response.status(), url).toBe(200);
    const body = (await response.json()) as { items?: { id: string }[] };
    return body.items?.[0]?.id;
  };
  const { proposal } = await propose(request, created.token, { workspace: created.workspaceId, owner: DEMO.email, body: "Fuzz target proposal." });
  const link = async (list: string, prefix: string) => {
    await page.goto(list);
    const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href");
    return href?.split(/[?#]/)[0]?.slice(prefix.length);
  };
  const real = {
    memoryId: await first("/api/v1/memories"),
    sessionId: await first("/api/v1/sessions"),
    runId: await first("/api/v1/runs"),
    observationId: await (async () => {
      const sessionId = await first("/api/v1/sessions");
      const response = await request.get(`/api/v1/sessions/${sessionId}`, { headers: auth });
      return ((await response.json()) as { session: { observations: { id: string }[] } }).session.observations[0]?.id;
    })(),
    questionId: await link("/questions", "/questions/"),
    // The demo study, linked from the Runs page's studies list.
    studyId: await link("/runs", "/studies/"),
    // A member of the demo workspace (the members list names users by userId).
    userId: await (async () => {
      const response = await request.get("/api/v1/members", { headers: auth });
      expect(response.status(), "/api/v1/members").toBe(200);
      return ((await response.json()) as { items: { userId: string }[] }).items[0]?.userId;
    })(),
  };
  for (const [name, value] of Object.entries(real)) expect(value, `a real ${name} in the demo workspace`).toBeTruthy();
  // Already URL-safe: a missing id, a long one, and percent-encoded quotes.
  const madeUp = ["no-such-id", "c".repeat(300), "%27%22%3E"];
  return {
    memoryId: [real.memoryId!, ...madeUp],
    sessionId: [real.sessionId!, ...madeUp],
    runId: [real.runId!, ...madeUp],
    questionId: [real.questionId!, ...madeUp],
    studyId: [real.studyId!, ...madeUp],
    userId: [real.userId!, ...madeUp],
    // The v1 routes name every id [id]: the real one of the entity the route is about.
    "v1:memories": [real.memoryId!, ...madeUp],
    "v1:observations": [real.observationId!, ...madeUp],
    "v1:proposals": [proposal.id, ...madeUp],
    "v1:runs": [real.runId!, ...madeUp],
    "v1:sessions": [real.sessionId!, ...madeUp],
    "v1:jobs": madeUp,
    nextauth: ["session", "csrf", "providers", "no-such-action"],
  };
}

// Every concrete URL of a pattern, each dynamic segment filled with each of its ids; the first
// URL has only real ids.
function expand(pattern: string, ids: Ids): string[] {
  const match = /\[(?:\.\.\.)?([^\]]+)\]/.exec(pattern);
  if (!match) return [pattern];
  const key = match[1] === "id" ? `v1:${pattern.split("/")[3]}` : match[1]!;
  const values = ids[key];
  if (!values) throw new Error(`${pattern}: no ids for the dynamic segment [${match[1]}]: add them to collectIds`);
  return values.flatMap((value) => expand(pattern.replace(match[0], value), ids));
}

// The API rate limit is raised for the e2e server (playwright.config.ts), so no answer is a 429:
// one would hide what the request really gets.
async function send(page: Page, url: string, method: string, headers: Record<string, string>) {
  const response = await page.request.fetch(url, { method, headers, maxRedirects: 0, failOnStatusCode: false });
  expect(response.status(), `${method} ${url}: rate-limited; raise LORE_API_RATE_LIMIT for the e2e server`).not.toBe(429);
  return response;
}

// A refusal names what was wrong: JSON with a message, or a page with a heading and text.
async function expectExplained(status: number, contentType: string, body: string, where: string): Promise<void> {
  expect(status, `${where}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if (status < 400) return;
  if (contentType.includes("json")) {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string };
    const message = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message);
    expect(message, `${where}: a JSON refusal names what was wrong (${body.slice(0, 200)})`).toBeTruthy();
  } else {
    expect(body.trim().length, `${where}: a ${status} refusal has a body`).toBeGreaterThan(0);
  }
}

test("every page and route answers bad query parameters, made-up ids and Origin: null with a 4xx that says why, never a 500", async ({ page, request }) => {
  test.setTimeout(600_000);
  const created = createToken(DEMO.email, [...PERMISSIONS]);
  await signIn(page);
  const ids = await collectIds(request, created, page);
  expect(pages.length).toBeGreaterThan(15);
  expect(routes.length).toBeGreaterThan(20);

  let checked = 0;
  // Pages, signed in: a server error shows Lore's error page (status 200 once streaming began),
  // so its words count as a failure too.
  for (const endpoint of pages) {
    for (const [index, url] of expand(endpoint.pattern, ids).entries()) {
      // Real ids get every variant; made-up ids the plain request and repeated parameters.
      for (const [variant, query] of index === 0 ? QUERY_VARIANTS : QUERY_VARIANTS.slice(0, 2)) {
        const response = await send(page, query ? `${url}?${query}` : url, "GET", {});
        const body = await response.text();
        const where = `${endpoint.file} ${variant} (${url})`;
        await expectExplained(response.status(), response.headers()["content-type"] ?? "", body, where);
        expect(body, `${where}: Lore's error page`).not.toContain("Something went wrong");
        checked++;
      }
    }
  }
  // Routes: GET with the signed-in cookie and with the token; every write method with Origin: null.
  for (const endpoint of routes) {
    for (const [index, url] of expand(endpoint.pattern, ids).entries()) {
      for (const method of endpoint.methods) {
        const variants = method === "GET" && index === 0 ? QUERY_VARIANTS : QUERY_VARIANTS.slice(0, 2);
        for (const [variant, query] of variants) {
          for (const [who, headers] of [
            ["cookie", { origin: "null" }],
            ["token", { origin: "null", authorization: `Bearer ${created.token}` }],
          ] as const) {
            const response = await send(page, query ? `${url}?${query}` : url, method, headers);
            const where = `${method} ${endpoint.file} ${variant} as ${who} (${url})`;
            await expectExplained(response.status(), response.headers()["content-type"] ?? "", await response.text(), where);
            checked++;
          }
        }
      }
    }
  }
  console.log(`fuzz: ${checked} requests over ${pages.length} pages and ${routes.length} route files`);
});
