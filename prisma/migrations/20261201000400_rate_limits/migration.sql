-- Token buckets shared by every app server (lib/dal/rate-limits/take-rate-limit-token.ts): the
-- API limit per token and the sign-in limits per account and per client address. One row per
-- key, updated by one atomic INSERT ... ON CONFLICT DO UPDATE, so concurrent requests on any
-- number of servers take at most the bucket's tokens. "fullAt" is when the bucket will have
-- refilled completely: from then on the row carries no state and may be deleted.
CREATE TABLE "RateLimitBucket" (
    "key" TEXT NOT NULL,
    "tokens" DOUBLE PRECISION NOT NULL,
    "allowed" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "fullAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "RateLimitBucket_fullAt_idx" ON "RateLimitBucket"("fullAt");
