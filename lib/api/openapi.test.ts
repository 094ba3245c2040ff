import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/openapi.json/route";
import { API_ROUTES } from "@/lib/api/api-routes";

const V1 = path.resolve(import.meta.dirname, "../../app/api/v1");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

// Every route.ts under app/api/v1 with the HTTP methods it exports, as OpenAPI paths.
function routesOnDisk(dir = V1, segments: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routesOnDisk(path.join(dir, entry.name), [...segments, entry.name.replace(/^\[(.+)\]$/, "{$1}")]);
    if (entry.name !== "route.ts") return [];
    const source = readFileSync(path.join(dir, entry.name), "utf8");
    const methods = METHODS.filter((m) => new RegExp(`export\\s+(const|async function|function)\\s+${m}\\b`).test(source));
    return methods.map((m) => `${m.toLowerCase()} /api/v1/${segments.join("/")}`);
  });
}

type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { "application/json": { schema: Record<string, unknown> } } };
  responses: Record<string, unknown>;
};

async function loadDocument() {
  const response = GET();
  expect(response.status).toBe(200);
  return (await response.json()) as { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
}

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document listing every route handler and method under app/api/v1", async () => {
    const doc = await loadDocument();
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    const onDisk = routesOnDisk();
    expect(onDisk).toHaveLength(25);
    expect(documented.sort()).toEqual(onDisk.sort());
  });

  it("asks for the bearer token on every operation but itself", async () => {
    const doc = await loadDocument();
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const op of Object.values(ops)) expect(op.security, p).toEqual(p.endsWith("openapi.json") ? [] : [{ bearerToken: [] }]);
    }
  });

  it("derives request bodies, parameters and responses from the zod schemas", async () => {
    const doc = await loadDocument();
    const createSession = doc.paths["/api/v1/sessions"]!.post!;
    const body = createSession.requestBody!.content["application/json"].schema as {
      properties: Record<string, { maxItems?: number; items?: { properties: Record<string, { maxLength?: number }> } }>;
      required: string[];
    };
    expect(body.required).toEqual(["messages"]);
    expect(body.properties.messages!.maxItems).toBe(5000);
    expect(body.properties.messages!.items!.properties.content!.maxLength).toBe(1_000_000);
    expect(Object.keys(createSession.responses).sort()).toEqual(["200", "201", "400", "401", "403", "404", "413", "422", "429", "500"]);

    const search = doc.paths["/api/v1/search"]!.get!;
    expect(search.parameters!.map((p) => [p.name, p.in, p.required])).toEqual([
      ["workspace", "query", true],
      ["q", "query", true],
      ["k", "query", false],
      ["kind", "query", false],
    ]);
    expect(search.responses["403"]).toBeUndefined();
    expect(doc.paths["/api/v1/memories/{id}"]!.get!.parameters).toMatchObject([{ name: "id", in: "path", required: true }]);
    expect(doc.components.schemas.Error).toMatchObject({ properties: { error: { required: ["code", "message", "details"] } } });
  });

  it("bounds every string and array in every request", async () => {
    const unbounded: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== "object") return;
      const s = schema as Record<string, unknown>;
      if (s.type === "string" && s.maxLength === undefined && s.enum === undefined) unbounded.push(where);
      if (s.type === "array" && s.maxItems === undefined) unbounded.push(where);
      for (const [key, value] of Object.entries(s)) walk(value, `${where}.${key}`);
    };
    const doc = await loadDocument();
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(ops)) {
        walk(op.requestBody, `${m} ${p} body`);
        walk(op.parameters, `${m} ${p} parameters`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it("names one operation per route spec", () => {
    expect(new Set(API_ROUTES.map((r) => r.name)).size).toBe(API_ROUTES.length);
  });
});
