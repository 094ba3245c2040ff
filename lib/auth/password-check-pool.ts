import pLimit from "p-limit";

// Password checks (bcrypt, on the server's CPU) run at most `concurrency` at a time, and at most
// `maxWaiting` more wait their turn; an attempt beyond that is turned away at once, before any
// hashing. A flood of sign-ins (with random emails, which cost as much as real ones, on purpose)
// then costs Lore at most `concurrency` cores' worth of bcrypt, instead of slowing every other
// request down with it.
export class PasswordChecksBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many sign-ins at once: try again in ${retryAfterSeconds} s.`);
  }
}

export type PasswordCheckPool = {
  run: <T>(check: () => Promise<T>) => Promise<T>;
  stats: () => { active: number; waiting: number };
};

export function createPasswordCheckPool(options: { concurrency: number; maxWaiting: number }): PasswordCheckPool {
  const limit = pLimit(options.concurrency);
  return {
    run(check) {
      if (limit.pendingCount >= options.maxWaiting) return Promise.reject(new PasswordChecksBusyError(1));
      return limit(check);
    },
    stats: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  };
}

// The process's pool: two checks at a time (each ~70 ms of one core), 32 waiting.
export const passwordChecks = createPasswordCheckPool({ concurrency: 2, maxWaiting: 32 });
