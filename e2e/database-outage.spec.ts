import { execFile, spawn, type ChildProcess } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, signIn } from "./support/sign-in";
import { stopChildProcesses } from "../testing/stop-child-processes";
import { freePort, startTcpProxy, type TcpProxy } from "./support/tcp-proxy";

// The database goes away while the app runs: requests answer a clear 503 and the app works again
// when it returns, without a restart. The app (npm start, with DATABASE_URL) reaches its database
// through a real TCP proxy that the test cuts and restores; the database is an embedded one served
// by `npm start --no-app`.
const children: ChildProcess[] = [];
const dirs: string[] = [];
let proxy: TcpProxy;
let app: string;
let token: string;
let workspaceId: string;

function launch(args: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/start.ts", ...args], {
    env: { ...process.env, LORE_WORKER: "0", ...env },
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
    child.on("exit", (code) => reject(new Error(`scripts/start.ts ${args.join(" ")} exited ${code}:\n${output}`)));
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dbDir = mkdtempSync(path.join(os.tmpdir(), "lore-outage-db-"));
  const appDir = mkdtempSync(path.join(os.tmpdir(), "lore-outage-app-"));
  dirs.push(dbDir, appDir);
  await launch(["--no-app"], { LORE_DATA_DIR: dbDir, DATABASE_URL: "", LORE_SEED_DEMO: "1" }, "is being served");
  const database = new URL(JSON.parse(readFileSync(path.join(dbDir, "server.json"), "utf8")).databaseUrl);
  proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port) });
  // The same database, secret included, through the proxy's port.
  const viaProxyUrl = new URL(database);
  viaProxyUrl.hostname = "127.0.0.1";
  viaProxyUrl.port = String(proxy.port);
  const viaProxy = viaProxyUrl.toString();
  const port = await freePort();
  app = `http://localhost:${port}`;
  await launch([], { LORE_DATA_DIR: appDir, DATABASE_URL: viaProxy, PORT: String(port), NEXTAUTH_URL: app, LORE_SEED_DEMO: "0" }, "Lore is running at");
  // Not execFileSync: the proxy runs in this process and must keep forwarding meanwhile.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["bin/lore.mjs", "tokens", "create", "--email", DEMO.email, "--workspace", "demo", "--scopes", "memories:write", "--json"],
    {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: viaProxy },
    },
  );
  const created = JSON.parse(stdout);
  token = created.token;
  workspaceId = created.workspaceId;
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await proxy?.close();
  await stopChildProcesses(children);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const auth = () => ({ authorization: `Bearer ${token}` });
const search = (request: APIRequestContext) => request.get(`${app}/api/v1/search?workspace=${workspaceId}&q=porto`, { headers: auth() });
const writeMemory = (request: APIRequestContext, body: string) => request.post(`${app}/api/v1/memories`, { headers: auth(), data: { body } });

test("while the database is away the API and pages answer 503, and everything works again when it returns", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: app });
  const page = await context.newPage();
  await signIn(page);
  expect((await request.get(`${app}/api/health`)).status()).toBe(200);
  expect((await search(request)).status()).toBe(200);
  expect((await page.request.get("/api/inbox")).status()).toBe(200);

  await proxy.cut();

  const health = await request.get(`${app}/api/health`);
  expect(health.status()).toBe(503);
  expect((await health.json()).error.code).toBe("DATABASE_UNAVAILABLE");
  // Not ready, yet alive: an orchestrator must not restart an app server over a database outage.
  const live = await request.get(`${app}/api/health/live`);
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "live" });
  for (const response of [await search(request), await writeMemory(request, "Written during the outage."), await page.request.get("/api/inbox")]) {
    expect(response.status(), response.url()).toBe(503);
    expect(response.headers()["retry-after"]).toBe("5");
    const body = await response.json();
    expect(body.error.code).toBe("DATABASE_UNAVAILABLE");
    expect(body.error.message).toMatch(/database is not reachable/);
  }
  const outagePage = await page.goto("/inbox");
  expect(outagePage?.status()).toBe(503);
  await expect(page.getByTestId("page-error")).toContainText("The database is not reachable");
  await expect(page.getByRole("heading", { name: "Inbox" })).toHaveCount(0);

  await proxy.restore();

  await expect.poll(async () => (await request.get(`${app}/api/health`)).status(), { timeout: 30_000 }).toBe(200);
  expect((await search(request)).status()).toBe(200);
  expect((await writeMemory(request, "Written after the outage.")).status()).toBe(201);
  expect((await page.request.get("/api/inbox")).status()).toBe(200);
  await page.goto("/inbox");
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await context.close();
});
