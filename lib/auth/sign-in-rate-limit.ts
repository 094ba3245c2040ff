import { createRateLimiter } from "@/lib/api/rate-limit";

// Password guessing is slowed per account: 10 attempts at once, then 10 a minute. The answer to
// a limited attempt is the same generic failure as a wrong password.
const limiter = createRateLimiter({ perMinute: 10, burst: 10 });

export function allowSignInAttempt(email: string): boolean {
  return limiter.take(email.trim().toLowerCase()).allowed;
}
