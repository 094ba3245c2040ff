import "@/testing/next-async-storage";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GET as getLiveness } from "@/app/api/health/live/route";
import { GET as getHealth } from "@/app/api/health/route";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import type { ActionResult } from "@/lib/errors";
import { ACTION_ROWS, COLUMNS, PUBLIC_ROUTES, ROUTE_ROWS, ROWS, type Called, type Column, type Outcome, type Row } from "@/testing/access-control-table";
import { PERMISSIONS, type Permission } from "@/lib/permissions/permissions";
import { createAccessFixture, tokenFor, type AccessFixture } from "@/testing/access-control-fixture";
import { callApi } from "@/testing/api-client";
import { changedTables, snapshotData, SNAPSHOT_TABLES } from "@/testing/data-snapshot";
import { inRequestScope, sessionCookieFor } from "@/testing/request-scope";

const STATUS: Record<Exclude<Outcome, "allow" | "hidden">, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };
const ADMIN_SCOPES: Permission[] = [...PERMISSIONS];

// Who calls, as the row's kind authenticates: a session cookie for actions and session routes,
// a bearer token for token routes (see the column notes in access-control-table.ts).
async function authFor(row: Row, column: Column, f: AccessFixture): Promise<{ headers: Record<string, string>; token: string | null }> {
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` }, token });
  if (column === "signedOut") return { headers: {}, token: null };
  if (column === "tokenWithoutScope") {
    const scopes = ADMIN_SCOPES.filter((p) => p !== row.permission);
    return bearer(await tokenFor({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: row.permission ? scopes : [] }));
  }
  if (column === "revokedToken") {
    return bearer(await tokenFor({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: row.permission ? [row.permission] : [], revoked: true }));
  }
  const user = column === "owner" ? (row.owner === "record" ? f.users.owner : f.users.admin) : f.users[column];
  if (row.kind !== "token-route") return { headers: { cookie: await sessionCookieFor(user) }, token: null };
  // The outsider's token belongs to their own workspace; it is pointed at this one.
  const workspaceId = column === "outsider" ? f.other.id : f.workspace.id;
  return bearer(await tokenFor({ workspaceId, userId: user.id, scopes: row.permission ? [row.permission] : [] }));
}

// One outcome per call. bulk-decide reports refusals per proposal inside an ok result (each
// proposal is its own decision); with its one proposal refused, the call was refused.
function actionOutcome(result: ActionResult<unknown>): { outcome: string; detail: string } {
  const detail = JSON.stringify(result);
  if (!result.ok) return { outcome: result.code, detail };
  const items = Array.isArray(result.data) ? (result.data as { ok?: boolean; code?: string }[]) : null;
  if (items && items.length > 0 && items.every((i) => i.ok === false)) return { outcome: items[0]!.code ?? "REFUSED", detail };
  return { outcome: "allow", detail };
}

function routeOutcome(called: Called): { outcome: string; detail: string } {
  const detail = `${called.status} ${JSON.stringify(called.json).slice(0, 300)}`;
  if (called.status >= 200 && called.status < 300) return { outcome: "allow", detail };
  const code = (called.json as { error?: { code?: string } } | null)?.error?.code ?? "";
  const expectedStatus = STATUS[code as keyof typeof STATUS];
  return { outcome: expectedStatus === called.status ? code : `HTTP ${called.status} ${code}`, detail };
}

type Auth = Awaited<ReturnType<typeof authFor>>;

async function callCell(row: Row, auth: Auth, f: AccessFixture): Promise<{ outcome: string; detail: string; called: Called }> {
  if (row.kind === "action") {
    const { value: result, setCookies } = await inRequestScope(auth.headers, () => row.call(f));
    return { ...actionOutcome(result), called: { status: result.ok ? 200 : 0, json: result, setCookies } };
  }
  // A token route reads only its Authorization header; a session route reads the request scope.
  const called = row.kind === "token-route" ? await row.call(f, auth) : (await inRequestScope(auth.headers, () => row.call(f, auth))).value;
  return { ...routeOutcome(called), called };
}

let cellsRun = 0;
const CELL_COUNT = ROWS.length * COLUMNS.length;

describe("access control: every server action and API route × every kind of caller", () => {
  for (const row of ROWS) {
    describe(row.name, () => {
      for (const column of COLUMNS) {
        const expected = row.expect[column];
        const label =
          expected === "allow" ? "allowed, and it happens" : expected === "hidden" ? "answered without the owner's data" : `refused with ${expected}`;
        it(`${column}: ${label}${expected === "allow" ? "" : ", changing no data"}`, async () => {
          const f = await createAccessFixture();
          await row.prepare?.(f);
          const auth = await authFor(row, column, f);
          const before = await snapshotData(f.scope);
          const { outcome, detail, called } = await callCell(row, auth, f);
          // The outsider's second try, through their own workspace (see acrossWorkspaces).
          const across =
            row.kind === "action" && row.acrossWorkspaces && column === "outsider" ? await callCell(row, auth, { ...f, workspace: f.other }) : null;
          const changed = changedTables(before, await snapshotData(f.scope));
          // A valid token on a token route records its use, allowed or refused; a revoked token, or
          // a token sent to an action or a session route, records nothing.
          const used = row.kind === "token-route" && auth.token !== null && column !== "revokedToken" ? ["ApiToken.lastUsedAt"] : [];
          if (expected === "allow") {
            expect(outcome, detail).toBe("allow");
            const allowedExtra = new Set(row.mayAlsoChange ?? []);
            expect(changed.filter((t) => !allowedExtra.has(t)).sort(), "the tables it changed").toEqual([...row.changes, ...used].sort());
            if (row.sees) expect(await row.sees(called, f), `the intended effect (${detail})`).toBe(true);
          } else if (expected === "hidden") {
            expect(outcome, detail).toBe("allow");
            expect(await row.sees!(called, f), `hidden from ${column}`).toBe(false);
            expect(changed, "tables changed by a call that may see nothing").toEqual(used);
          } else {
            expect(outcome, detail).toBe(expected);
            // A refusal tells nothing of the record: the fixture's word is in the memory and the proposal.
            expect(JSON.stringify(called.json), "a refusal's body").not.toContain(f.word);
            if (across && row.kind === "action") expect(across.outcome, `through their own workspace: ${across.detail}`).toBe(row.acrossWorkspaces);
            expect(changed, "tables changed by a refused call").toEqual(used);
          }
          cellsRun += 1;
        });
      }
    });
  }
});

describe("what authenticates what", () => {
  it("a bearer token holding every scope of an admin does not authenticate a server action", async () => {
    const f = await createAccessFixture();
    const token = await tokenFor({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: ADMIN_SCOPES });
    const before = await snapshotData(f.scope);
    const { value } = await inRequestScope({ authorization: `Bearer ${token}` }, () => ACTION_ROWS.find((r) => r.name === "rename-workspace")!.call(f));
    expect(value).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
    expect(changedTables(before, await snapshotData(f.scope))).toEqual([]);
  });

  it("an admin's session cookie does not authenticate a token route", async () => {
    const f = await createAccessFixture();
    const row = ROUTE_ROWS.find((r) => r.name === "POST /api/v1/memories")!;
    const auth = { headers: { cookie: await sessionCookieFor(f.users.admin) }, token: null };
    const before = await snapshotData(f.scope);
    const { value } = await inRequestScope(auth.headers, () => row.call(f, auth));
    expect(value.status).toBe(401);
    expect(changedTables(before, await snapshotData(f.scope))).toEqual([]);
  });
});

describe("public routes", () => {
  it.each(PUBLIC_ROUTES.filter((r) => !r.name.includes("nextauth")))("$name answers a signed-out caller ($reason)", async ({ name }) => {
    const handler = name === "GET /api/health" ? getHealth : name === "GET /api/health/live" ? getLiveness : getOpenApi;
    const res = await callApi(handler as (request: Request) => Promise<Response>, { path: name.split(" ")[1]! });
    expect(res.status).toBe(200);
  });
});

// Guards: the table must list what exists, so a new action or route cannot be forgotten.
const ROOT = path.resolve(import.meta.dirname, "../..");
const filesUnder = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f).split(path.sep).join("/"));

describe("the matrix lists everything", () => {
  it("lists every server action made with defineAction or defineServiceAction", () => {
    const found = filesUnder("lib/actions")
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .flatMap((file) => {
        const source = readFileSync(path.join(ROOT, file), "utf8");
        return [...source.matchAll(/define(?:Service)?Action\(\{\s*name:\s*"([^"]+)"/g)].map((m) => `${m[1]} in ${file}`);
      });
    expect(found.length).toBeGreaterThanOrEqual(24);
    expect(found.sort()).toEqual(ACTION_ROWS.map((r) => `${r.name} in ${r.file}`).sort());
  });

  it('finds no server action outside defineAction or defineServiceAction: every export of a "use server" module is one', () => {
    // Each exported function of such a module is an endpoint the browser can call, so one that
    // skipped defineAction would skip its authentication and permission check.
    const stray = ["app", "components", "lib"]
      .flatMap(filesUnder)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes("/generated/"))
      .flatMap((file) => {
        const source = readFileSync(path.join(ROOT, file), "utf8");
        if (!/^\s*["']use server["']/.test(source)) return [];
        return source
          .split("\n")
          .filter((line) => line.startsWith("export ") && !/^export type /.test(line) && !/^export const \w+ = define(?:Service)?Action\(\{$/.test(line))
          .map((line) => `${file}: ${line}`);
      });
    expect(stray).toEqual([]);
  });

  it("lists every exported method of every route handler under app/api", () => {
    const found = filesUnder("app/api")
      .filter((f) => f.endsWith("/route.ts"))
      .flatMap((file) => {
        const source = readFileSync(path.join(ROOT, file), "utf8");
        const route = `/${path.posix.dirname(file).replace(/^app\//, "")}`;
        const methods = new Set<string>();
        for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g)) methods.add(m[1]!);
        for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
          // `handler as GET` and a bare `POST` both export a method.
          for (const item of m[1]!.split(",")) {
            const exported =
              item
                .trim()
                .split(/\s+as\s+/)
                .pop() ?? "";
            if (/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(exported)) methods.add(exported);
          }
        }
        return [...methods].map((method) => `${method} ${route} in ${file}`);
      });
    const listed = [...ROUTE_ROWS, ...PUBLIC_ROUTES].map((r) => `${r.name} in ${r.file}`);
    expect(found.sort()).toEqual(listed.sort());
  });

  it("snapshots every table of the Prisma schema", () => {
    const models = [...readFileSync(path.join(ROOT, "prisma/schema.prisma"), "utf8").matchAll(/^model (\w+) \{/gm)].map((m) => m[1]!);
    expect(models.filter((m) => !(m in SNAPSHOT_TABLES))).toEqual([]);
  });
});

// The numbers reported for issue #8 (the cell names above say the same, one by one).
function breakdown(): string {
  const outcomes = ROWS.flatMap((row) => COLUMNS.map((column) => row.expect[column]));
  const count = (o: Outcome) => outcomes.filter((x) => x === o).length;
  const ownerAsAdmin = ROWS.filter((row) => row.owner === "workspace").length;
  const across = ACTION_ROWS.filter((row) => row.acrossWorkspaces).length;
  return [
    `${cellsRun} of ${CELL_COUNT} cells run (${ACTION_ROWS.length} server actions + ${ROUTE_ROWS.length} API routes) × ${COLUMNS.length} callers:`,
    `${count("allow")} allowed, ${count("hidden")} answered without the owner's data, refused ${count("UNAUTHENTICATED")} UNAUTHENTICATED / ${count("FORBIDDEN")} FORBIDDEN / ${count("NOT_FOUND")} NOT_FOUND;`,
    `${ownerAsAdmin} owner cells are workspace-level rows where the owner is the admin; ${across} outsider cells also try through their own workspace;`,
    `${PUBLIC_ROUTES.length} public route methods listed with a reason.`,
  ].join(" ");
}

afterAll(() => {
  console.log(`[access-control matrix] ${breakdown()}`);
});
describe("the cell count", () => {
  it(`runs all ${CELL_COUNT} cells: ${ACTION_ROWS.length} actions and ${ROUTE_ROWS.length} routes × ${COLUMNS.length} callers`, () => {
    expect(cellsRun).toBe(CELL_COUNT);
  });
});
