import { execFileSync } from "node:child_process";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, signIn } from "./support/sign-in";
import { createToken, propose, uniqueWord } from "./support/seed-via-api";

const FOREIGN = "http://evil.example";

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(csp, `${where}: ${directive}`).toContain(directive);
  }
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["x-frame-options"], where).toBe("DENY");
}

async function pendingInInbox(request: APIRequestContext, tag: string): Promise<number> {
  const response = await request.get(`/api/inbox?q=${tag}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

const scriptSources = (headers: Record<string, string>) => /script-src ([^;]*)/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";

test("pages, API answers and errors carry the security headers; pages allow scripts by a fresh nonce only", async ({ request }) => {
  for (const url of ["/sign-in", "/inbox", "/sessions/%00", "/api/health", "/api/v1/search?q=x", "/api/v1/openapi.json", "/no-such-page"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expectSecurityHeaders(response.headers(), `${url} (${response.status()})`);
    expect(scriptSources(response.headers()), url).not.toContain("'unsafe-inline'");
  }
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const page = await request.get("/sign-in");
    expect(scriptSources(page.headers())).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]+={0,2}' 'strict-dynamic'$/);
    const nonce = /'nonce-([^']+)'/.exec(scriptSources(page.headers()))![1]!;
    // Next put this request's nonce on its own inline scripts.
    expect(await page.text()).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(scriptSources((await request.get("/api/health")).headers())).toBe("'self'");
});

test("the session cookie is httpOnly and SameSite=Lax, and no v1 route accepts it instead of a token", async ({ page, context }) => {
  await signIn(page);
  const session = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");
  // The cookie rides along with page.request, yet the HTTP API answers as if no one signed in.
  const read = await page.request.get("/api/v1/search?workspace=demo&q=tea");
  expect(read.status()).toBe(401);
  const write = await page.request.post("/api/v1/memories", { data: { body: "written with a cookie" } });
  expect(write.status()).toBe(401);
  expect((await write.json()).error.code).toBe("UNAUTHENTICATED");
  // While the cookie routes do accept it.
  expect((await page.request.get("/api/inbox")).status()).toBe(200);
});

test("a server action replayed from another origin is refused and changes nothing; from this origin it runs", async ({ page, request }) => {
  const tag = uniqueWord();
  const { token, workspaceId } = createToken(DEMO.email, ["proposals:create", "sessions:write"]);
  await propose(request, token, { workspace: workspaceId, owner: DEMO.email, body: `Prefers window seats. ref ${tag}` });
  await signIn(page);
  await page.goto(`/inbox?q=${tag}`);
  await expect(page.getByRole("list", { name: "Pending proposals" })).toContainText(tag);
  await expect(page.getByRole("list", { name: "Pending proposals" })).toHaveAttribute("data-shortcuts", "on");

  // Capture the real "accept" action request the page sends, without letting it through.
  let captured: { url: string; headers: Record<string, string>; body: Buffer } | null = null;
  await page.route("**/inbox**", async (route) => {
    const r = route.request();
    if (r.method() !== "POST" || !r.headers()["next-action"]) return route.continue();
    captured = { url: r.url(), headers: r.headers(), body: r.postDataBuffer() ?? Buffer.alloc(0) };
    return route.abort();
  });
  await page.keyboard.press("a");
  await expect.poll(() => captured !== null).toBe(true);
  const action = captured!;
  const replay = (origin: string) => page.request.post(action.url, { headers: { ...action.headers, origin }, data: action.body, maxRedirects: 0 });

  const foreign = await replay(FOREIGN);
  expect(foreign.status()).toBeGreaterThanOrEqual(400);
  expect(await pendingInInbox(page.request, tag)).toBe(1);

  const own = await replay(new URL(action.url).origin);
  expect(own.status()).toBe(200);
  expect(await pendingInInbox(page.request, tag)).toBe(0);
});

test("sign-in from another origin is refused even with a valid CSRF token", async ({ request }) => {
  const email = `${uniqueWord()}@lore.test`;
  const password = `pw-${uniqueWord()}`;
  execFileSync(
    process.execPath,
    ["bin/lore.mjs", "users", "create", "--email", email, "--password", password, "--name", "Sec", "--workspace", "demo", "--role", "member", "--json"],
    {
      env: { ...process.env, LORE_DATA_DIR: process.env.LORE_E2E_DATA_DIR, DATABASE_URL: "" },
    },
  );
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const form = { csrfToken, email, password, json: "true" };
  const signedIn = async () => (await request.storageState()).cookies.some((c) => c.name.endsWith("next-auth.session-token"));

  const foreign = await request.post("/api/auth/callback/credentials", { form, headers: { origin: FOREIGN }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  expect(await signedIn()).toBe(false);
  const nullOrigin = await request.post("/api/auth/callback/credentials", { form, headers: { origin: "null" }, maxRedirects: 0 });
  expect(nullOrigin.status()).toBe(403);

  const base = new URL((await request.get("/api/health")).url()).origin;
  const own = await request.post("/api/auth/callback/credentials", { form, headers: { origin: base }, maxRedirects: 0 });
  expect(own.status()).toBe(200);
  expect(await signedIn()).toBe(true);
});

test("hostile values in page URLs never break a page", async ({ page }) => {
  await signIn(page);
  const urls = [
    "/inbox?q=%00&cursor=%00&proposer=%00",
    "/memories?q=%00&owner=%00",
    "/memories/%00",
    "/sessions?q=%00&benchmark=%00&extractor=%00",
    "/sessions/%00",
    "/questions?benchmark=%00&type=%00",
    "/questions/%00",
    "/runs?q=%00&benchmark=%00&tag=%00",
    "/runs/%00",
    "/runs/compare?runs=%00,%00",
    "/search?q=%00",
    "/search?q=%27%29%3B%20DROP%20TABLE%20%22Memory%22%3B--",
    "/audit?cursor=%00&action=%00",
    "/jobs?workspace=%00",
  ];
  for (const url of urls) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(500);
    // A NUL is refused up front (proxy.ts); SQL-looking text is just a search.
    expect(response?.status(), url).toBe(url.includes("%00") ? 400 : 200);
  }
});

test("repeated query parameters never break a page", async ({ page }) => {
  await signIn(page);
  for (const url of [
    "/extractors/compare?a=x&a=y",
    "/extractors/compare?a=&b=x&page=1e300",
    "/inbox?sort=oldest&sort=newest",
    "/runs?kind=qa&kind=imported",
    "/audit?action=a&action=b",
    "/memories?q=a&q=b",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
  }
  await page.goto("/extractors/compare?a=x&a=y");
  await expect(page.getByRole("heading", { name: "Compare extractors" })).toBeVisible();
});

// Browsers read `/\evil.test` as `//evil.test` and drop tabs: a callbackUrl that only starts
// with one slash is not enough to stay on Lore.
test("sign-in follows a callbackUrl only to Lore's own pages", async ({ page, baseURL }) => {
  const cases: [string, string][] = [
    ["/%5Cevil.test/x", "/inbox"],
    ["/%09/evil.test", "/inbox"],
    ["%2F%2Fevil.test", "/inbox"],
    ["https://evil.test/inbox", "/inbox"],
    ["javascript:alert(1)", "/inbox"],
    ["/runs%3Fsort%3Daccuracy%23top", "/runs?sort=accuracy#top"],
  ];
  for (const [callbackUrl, landing] of cases) {
    await page.context().clearCookies();
    await page.goto(`/sign-in?callbackUrl=${callbackUrl}`);
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Password").fill(DEMO.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page, callbackUrl).toHaveURL(`${baseURL}${landing}`);
  }
});

// zod probes for eval (new Function) when it builds a schema unless jitless is set; the policy
// has no 'unsafe-eval', so that probe would show up here as a violation.
test("pages that build zod schemas in the browser raise no CSP violation", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __violations?: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  await signIn(page);
  for (const url of ["/inbox", "/runs", "/memories", "/jobs"]) {
    await page.goto(url);
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => (window as { __violations?: string[] }).__violations), url).toEqual([]);
  }
});
