import "server-only";
import type { RateLimitConfig, RateLimitDecision } from "@/lib/api/rate-limit";
import { pruneRateLimitBuckets } from "@/lib/dal/rate-limits/prune-rate-limit-buckets";
import { takeRateLimitToken } from "@/lib/dal/rate-limits/take-rate-limit-token";
import type { Db } from "@/lib/db/prisma";

export type SharedRateLimiter = { config: RateLimitConfig; take: (key: string) => Promise<RateLimitDecision> };

// About one take in this many also deletes the buckets that are full again.
const PRUNE_EVERY = 500;

// The token bucket of createRateLimiter (same burst, refill and Retry-After), kept in
// PostgreSQL so that every app server shares it: two servers, or two instances built here, draw
// from one bucket per key. `namespace` keeps the API's and sign-in's keys apart.
export function createSharedRateLimiter(input: { config: RateLimitConfig; namespace: string; db?: Db }): SharedRateLimiter {
  const { config } = input;
  const perSecond = config.perMinute / 60;
  return {
    config,
    async take(key) {
      const state = await takeRateLimitToken({ key: `${input.namespace}:${key}`, perMinute: config.perMinute, burst: config.burst, db: input.db });
      if (Math.random() < 1 / PRUNE_EVERY) {
        pruneRateLimitBuckets(input.db).catch((error: unknown) =>
          console.warn("[rate-limit] pruning full buckets failed:", error instanceof Error ? error.message : error),
        );
      }
      if (!state.allowed) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - state.tokens) / perSecond)) };
      return { allowed: true, remaining: Math.floor(state.tokens) };
    },
  };
}
