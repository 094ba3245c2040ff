import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as getSearch } from "@/app/api/v1/search/route";
import { createRateLimiter } from "@/lib/api/rate-limit";
import { createSharedRateLimiter } from "@/lib/api/shared-rate-limiter";
import { pruneRateLimitBuckets } from "@/lib/dal/rate-limits/prune-rate-limit-buckets";
import { createPrismaClient, getDb } from "@/lib/db/prisma";
import { callApi, createTestToken } from "@/testing/api-client";
import { createWorkspaceWithRoles, uniq } from "@/testing/factories";

describe("the rate limit buckets in PostgreSQL", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("allows a burst, then refuses with the seconds until the next request, like the in-memory bucket", async () => {
    const limiter = createSharedRateLimiter({ config: { perMinute: 60, burst: 3 }, namespace: uniq("test") });
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.take("t1"));
    expect(decisions).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
      { allowed: false, retryAfterSeconds: 1 },
    ]);
  });

  it("keeps one bucket per key and per namespace", async () => {
    const a = createSharedRateLimiter({ config: { perMinute: 1, burst: 1 }, namespace: uniq("a") });
    const b = createSharedRateLimiter({ config: { perMinute: 1, burst: 1 }, namespace: uniq("b") });
    expect((await a.take("k")).allowed).toBe(true);
    expect(await a.take("k")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await a.take("other")).allowed).toBe(true);
    expect((await b.take("k")).allowed).toBe(true);
  });

  it("refills at the configured rate", async () => {
    const namespace = uniq("refill");
    const limiter = createSharedRateLimiter({ config: { perMinute: 6000, burst: 1 }, namespace });
    expect((await limiter.take("k")).allowed).toBe(true);
    // 100 a second: after 50 ms the bucket holds a token again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await limiter.take("k")).allowed).toBe(true);
  });

  it("prunes only the buckets that are full again", async () => {
    const namespace = uniq("prune");
    await createSharedRateLimiter({ config: { perMinute: 60_000, burst: 1 }, namespace }).take("fast");
    await createSharedRateLimiter({ config: { perMinute: 1, burst: 1 }, namespace }).take("slow");
    await new Promise((resolve) => setTimeout(resolve, 20));
    await pruneRateLimitBuckets();
    const left = await getDb().rateLimitBucket.findMany({ where: { key: { startsWith: `${namespace}:` } }, select: { key: true } });
    expect(left.map((r) => r.key)).toEqual([`${namespace}:slow`]);
  });

  it("answers 429 with Retry-After once a token's burst is spent (LORE_API_RATE_LIMIT=60:2)", async () => {
    vi.stubEnv("LORE_API_RATE_LIMIT", "60:2");
    const f = await createWorkspaceWithRoles();
    const { token } = await createTestToken({ workspaceId: f.workspace.id, userId: f.users.member.id, scopes: [] });
    const call = () => callApi(getSearch, { path: `/api/v1/search?workspace=${f.workspace.id}&q=beagle`, token });
    const [first, second, third] = [await call(), await call(), await call()];
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(first.headers.get("X-RateLimit-Remaining")).toBe("1");
    expect(third.headers.get("Retry-After")).toBe("1");
    expect(third.json.error).toMatchObject({ code: "RATE_LIMITED", details: { limitPerMinute: 60, burst: 2 } });
  });

  // Two limiters on two separate connection pools stand in for two app servers.
  it.skipIf(process.env.LORE_TEST_TARGET_RESOLVED === "embedded")(
    "allows no more than the burst in total to concurrent requests through two servers",
    async () => {
      const config = { perMinute: 1, burst: 5 };
      const namespace = uniq("servers");
      const secondServerDb = createPrismaClient(process.env.DATABASE_URL!, 4);
      try {
        const servers = [createSharedRateLimiter({ config, namespace }), createSharedRateLimiter({ config, namespace, db: secondServerDb })];
        const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => servers[i % 2]!.take("one-token")));
        expect(decisions.filter((d) => d.allowed)).toHaveLength(config.burst);
      } finally {
        await secondServerDb.$disconnect();
      }
      // What each server's own in-memory bucket allowed before: the burst once per server.
      const inMemory = [createRateLimiter(config), createRateLimiter(config)];
      expect(Array.from({ length: 40 }, (_, i) => inMemory[i % 2]!.take("one-token")).filter((d) => d.allowed)).toHaveLength(2 * config.burst);
    },
  );
});
