import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { callApi, createTestToken } from "@/testing/api-client";
import { createWorkspaceWithRoles } from "@/testing/factories";

describe("HTTP API rate limit", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("answers 429 with Retry-After once a token has spent its burst, and counts each token apart", async () => {
    // 3 at once, then one a minute: a slow machine's seconds between the requests refill nothing.
    vi.stubEnv("LORE_API_RATE_LIMIT", "1:3");
    const f = await createWorkspaceWithRoles();
    const a = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: [] });
    const b = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: [] });
    const search = (token: string) => callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=tea`, token });

    const allowed = [await search(a.token), await search(a.token), await search(a.token)];
    expect(allowed.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(allowed.map((r) => r.headers.get("x-ratelimit-remaining"))).toEqual(["2", "1", "0"]);

    const refused = await search(a.token);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ code: "RATE_LIMITED" });
    const retryAfter = refused.json.error.details.retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(30);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("retry-after")).toBe(String(retryAfter));

    expect((await search(b.token)).status).toBe(200);
  });

  it("does not limit when LORE_API_RATE_LIMIT is off", async () => {
    vi.stubEnv("LORE_API_RATE_LIMIT", "off");
    const f = await createWorkspaceWithRoles();
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.admin.id, scopes: [] });
    for (let i = 0; i < 70; i++) {
      const res = await callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=tea`, token });
      expect(res.status).toBe(200);
    }
  });
});
