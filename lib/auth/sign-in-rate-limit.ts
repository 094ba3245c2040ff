import "server-only";
import { parseRateSetting, type RateLimitConfig } from "@/lib/api/rate-limit";
import { createSharedRateLimiter, type SharedRateLimiter } from "@/lib/api/shared-rate-limiter";
import { env } from "@/lib/env";

// Password guessing is slowed per account (10 attempts at once, then 10 a minute) and per client
// address (three times that, so one client cannot try one password on many accounts), in buckets
// every app server shares. LORE_SIGN_IN_RATE_LIMIT ("RATE" or "RATE:BURST") sets the account's
// figures; the browser tests raise it, since their specs sign in the demo account dozens of times
// a minute. The answer to a limited attempt is the same
// generic failure as a wrong password. Both buckets are always charged, so that which one is
// empty cannot be probed.
export const DEFAULT_SIGN_IN_RATE_LIMIT: RateLimitConfig = { perMinute: 10, burst: 10 };

export function parseSignInRateLimit(setting: string | undefined): RateLimitConfig {
  return parseRateSetting(setting ?? "", (perMinute) => perMinute) ?? DEFAULT_SIGN_IN_RATE_LIMIT;
}

let limiters: { setting: string | undefined; perAccount: SharedRateLimiter; perAddress: SharedRateLimiter } | undefined;

function signInLimiters() {
  const setting = env().LORE_SIGN_IN_RATE_LIMIT;
  if (!limiters || limiters.setting !== setting) {
    const account = parseSignInRateLimit(setting);
    limiters = {
      setting,
      perAccount: createSharedRateLimiter({ config: account, namespace: "sign-in:account" }),
      perAddress: createSharedRateLimiter({ config: { perMinute: account.perMinute * 3, burst: account.burst * 3 }, namespace: "sign-in:address" }),
    };
  }
  return limiters;
}

// Without a known address (no proxy header) only the account is limited: lumping every such
// client into one bucket would let one of them lock everyone out.
export async function allowSignInAttempt(input: { email: string; address: string | null }): Promise<boolean> {
  const { perAccount, perAddress } = signInLimiters();
  const [account, address] = await Promise.all([perAccount.take(input.email.trim().toLowerCase()), input.address ? perAddress.take(input.address) : null]);
  return account.allowed && (address?.allowed ?? true);
}
