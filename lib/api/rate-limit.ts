import { env } from "@/lib/env";

// A token bucket per key: `burst` requests at once, then `perMinute` a minute. The buckets the
// app enforces live in PostgreSQL, shared by every app server (lib/api/shared-rate-limiter.ts);
// createRateLimiter is the same bucket in one process's memory, the pure model of its rules.

export type RateLimitConfig = { perMinute: number; burst: number };
export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };
export type RateLimiter = { config: RateLimitConfig; take: (key: string) => RateLimitDecision };

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { perMinute: 120, burst: 60 };
// Buckets that have refilled completely carry no state worth keeping.
const PRUNE_ABOVE = 10_000;

// "RATE" or "RATE:BURST" (positive whole numbers); RATE alone takes burstOf(RATE). Null for any
// other text. The API's and sign-in's limits are both written this way.
export function parseRateSetting(text: string, burstOf: (perMinute: number) => number): RateLimitConfig | null {
  const match = /^(\d+)(?::(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const perMinute = Number(match[1]);
  const burst = match[2] === undefined ? burstOf(perMinute) : Number(match[2]);
  return perMinute >= 1 && burst >= 1 ? { perMinute, burst } : null;
}

// LORE_API_RATE_LIMIT: "RATE" (requests a minute; burst is half of it) or "RATE:BURST";
// "off" switches the limit off. Anything else falls back to the default, with a warning.
export function parseRateLimit(value: string | undefined): RateLimitConfig | null {
  const text = value?.trim() ?? "";
  if (text === "") return DEFAULT_RATE_LIMIT;
  if (text === "off") return null;
  const config = parseRateSetting(text, (perMinute) => Math.max(1, Math.floor(perMinute / 2)));
  if (!config) {
    console.warn(`[api] LORE_API_RATE_LIMIT="${text}" is not RATE or RATE:BURST (positive integers) or "off"; using 120:60`);
    return DEFAULT_RATE_LIMIT;
  }
  return config;
}

export function createRateLimiter(config: RateLimitConfig, now: () => number = Date.now): RateLimiter {
  const perMs = config.perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  const refill = (bucket: { tokens: number; at: number }, t: number) => Math.min(config.burst, bucket.tokens + Math.max(0, t - bucket.at) * perMs);

  function prune(t: number) {
    for (const [key, bucket] of buckets) if (refill(bucket, t) >= config.burst) buckets.delete(key);
  }

  return {
    config,
    take(key) {
      const t = now();
      if (buckets.size > PRUNE_ABOVE) prune(t);
      const bucket = buckets.get(key) ?? { tokens: config.burst, at: t };
      const tokens = refill(bucket, t);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: t });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
      }
      buckets.set(key, { tokens: tokens - 1, at: t });
      return { allowed: true, remaining: Math.floor(tokens - 1) };
    },
  };
}

let shared: { setting: string | undefined; limiter: RateLimiter | null } | undefined;

// LORE_API_RATE_LIMIT's limiter (its config is what the shared buckets apply), rebuilt when the
// setting changes; null when it is off.
export function apiRateLimiter(): RateLimiter | null {
  const setting = env().LORE_API_RATE_LIMIT;
  if (!shared || shared.setting !== setting) {
    const config = parseRateLimit(setting);
    shared = { setting, limiter: config ? createRateLimiter(config) : null };
  }
  return shared.limiter;
}
