import "server-only";
import { createSharedRateLimiter } from "@/lib/api/shared-rate-limiter";

// Password guessing is slowed per account (10 attempts at once, then 10 a minute) and per client
// address (30 at once, then 30 a minute, so one client cannot try one password on many
// accounts), in buckets every app server shares. The answer to a limited attempt is the same
// generic failure as a wrong password. Both buckets are always charged, so that which one is
// empty cannot be probed.
const perAccount = createSharedRateLimiter({ config: { perMinute: 10, burst: 10 }, namespace: "sign-in:account" });
const perAddress = createSharedRateLimiter({ config: { perMinute: 30, burst: 30 }, namespace: "sign-in:address" });

// Without a known address (no proxy header) only the account is limited: lumping every such
// client into one bucket would let one of them lock everyone out.
export async function allowSignInAttempt(input: { email: string; address: string | null }): Promise<boolean> {
  const [account, address] = await Promise.all([perAccount.take(input.email.trim().toLowerCase()), input.address ? perAddress.take(input.address) : null]);
  return account.allowed && (address?.allowed ?? true);
}
