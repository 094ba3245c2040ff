import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRateLimiter, createRateLimiter, DEFAULT_RATE_LIMIT, parseRateLimit, parseRateSetting } from "@/lib/api/rate-limit";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe("API rate limit", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("allows a burst, then refuses with the seconds until the next request is allowed", () => {
    const c = clock();
    const limiter = createRateLimiter({ perMinute: 60, burst: 3 }, c.now);
    expect([1, 2, 3].map(() => limiter.take("t1").allowed)).toEqual([true, true, true]);
    expect(limiter.take("t1")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("refills at the configured rate", () => {
    const c = clock();
    const limiter = createRateLimiter({ perMinute: 6, burst: 1 }, c.now);
    expect(limiter.take("t1").allowed).toBe(true);
    expect(limiter.take("t1")).toEqual({ allowed: false, retryAfterSeconds: 10 });
    c.advance(9_000);
    expect(limiter.take("t1")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    c.advance(1_000);
    expect(limiter.take("t1")).toEqual({ allowed: true, remaining: 0 });
  });

  it("never refills beyond the burst", () => {
    const c = clock();
    const limiter = createRateLimiter({ perMinute: 600, burst: 2 }, c.now);
    c.advance(3_600_000);
    expect(limiter.take("t1")).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.take("t1")).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.take("t1").allowed).toBe(false);
  });

  it("keeps one bucket per token", () => {
    const c = clock();
    const limiter = createRateLimiter({ perMinute: 60, burst: 1 }, c.now);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
    expect(limiter.take("b").allowed).toBe(true);
  });

  it("reads RATE, RATE:BURST and off, and falls back to the default on nonsense", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseRateLimit(undefined)).toEqual(DEFAULT_RATE_LIMIT);
    expect(DEFAULT_RATE_LIMIT).toEqual({ perMinute: 120, burst: 60 });
    expect(parseRateLimit("30")).toEqual({ perMinute: 30, burst: 15 });
    expect(parseRateLimit("1")).toEqual({ perMinute: 1, burst: 1 });
    expect(parseRateLimit("600:100")).toEqual({ perMinute: 600, burst: 100 });
    expect(parseRateLimit("off")).toBeNull();
    expect(parseRateLimit("0")).toEqual(DEFAULT_RATE_LIMIT);
    expect(parseRateLimit("fast")).toEqual(DEFAULT_RATE_LIMIT);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it("parses RATE and RATE:BURST one way for every limit, the burst of a bare RATE chosen by the caller", () => {
    const same = (perMinute: number) => perMinute;
    expect(parseRateSetting("10", same)).toEqual({ perMinute: 10, burst: 10 });
    expect(parseRateSetting(" 600:600 ", same)).toEqual({ perMinute: 600, burst: 600 });
    expect(parseRateSetting("30", (perMinute) => perMinute / 2)).toEqual({ perMinute: 30, burst: 15 });
    for (const bad of ["", "0", "10:0", "ten", "10:", ":10", "-1", "1.5"]) expect(parseRateSetting(bad, same)).toBeNull();
  });

  it("builds the shared limiter from LORE_API_RATE_LIMIT and rebuilds it when the setting changes", () => {
    vi.stubEnv("LORE_API_RATE_LIMIT", "60:2");
    const first = apiRateLimiter();
    expect(first?.config).toEqual({ perMinute: 60, burst: 2 });
    expect(apiRateLimiter()).toBe(first);
    vi.stubEnv("LORE_API_RATE_LIMIT", "off");
    expect(apiRateLimiter()).toBeNull();
  });
});
