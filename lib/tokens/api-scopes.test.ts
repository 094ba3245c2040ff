import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/lib/api/api-routes";
import { API_SCOPES } from "@/lib/tokens/api-scopes";

// The token form (settings) offers API_SCOPES: a route whose scope is missing there could never
// be called with a token made in the UI.
const required = new Map<string, string[]>();
for (const route of API_ROUTES) {
  if (!route.permission) continue;
  required.set(route.permission, [...(required.get(route.permission) ?? []), `${route.method} ${route.path}`]);
}

describe("the token form's scopes", () => {
  it("the route table requires some scopes, proposals:review among them", () => {
    expect([...required.keys()]).toContain("proposals:review");
  });

  for (const [scope, routes] of required) {
    it(`offers ${scope}, naming every route that requires it`, () => {
      const offered = API_SCOPES.find((s) => s.scope === scope);
      expect(offered, `${scope} (required by ${routes.join(", ")}) is not offered`).toBeDefined();
      for (const route of routes) expect(offered!.label).toContain(route);
    });
  }

  it("offers no scope that no route requires, each once", () => {
    expect(API_SCOPES.map((s) => s.scope).sort()).toEqual([...required.keys()].sort());
  });
});
