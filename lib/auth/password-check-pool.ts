// Password checks (bcrypt, on a thread of their own: lib/auth/bcrypt-worker.ts) run at most
// `concurrency` at a time, and at most `maxWaiting` more wait their turn; an attempt beyond that
// is turned away at once, before any hashing. A flood of sign-ins (with random emails, which cost
// as much as real ones, on purpose) then costs Lore at most `concurrency` cores' worth of bcrypt,
// instead of slowing every other request down with it.
//
// An attempt from a trusted device (a browser that signed in to that account before: see
// device-cookie.ts, OWASP's "device cookies") waits in a lane of its own, served before the
// others, so a returning user signs in at once during a flood; its lane has `maxTrustedWaiting`
// places. A first sign-in from a new browser waits with everyone else.
export class PasswordChecksBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many sign-ins at once: try again in ${retryAfterSeconds} s.`);
  }
}

export type PasswordCheckPool = {
  run: <T>(check: () => Promise<T>, options?: { trusted?: boolean }) => Promise<T>;
  // Whether an attempt in that lane would get a place now (run would not refuse it).
  hasRoom: (options?: { trusted?: boolean }) => boolean;
  stats: () => { active: number; waiting: number };
};

type Waiting = () => void;

export function createPasswordCheckPool(options: { concurrency: number; maxWaiting: number; maxTrustedWaiting?: number }): PasswordCheckPool {
  const maxTrustedWaiting = options.maxTrustedWaiting ?? options.maxWaiting;
  const trusted: Waiting[] = [];
  const others: Waiting[] = [];
  let active = 0;

  const next = () => {
    if (active >= options.concurrency) return;
    const start = trusted.shift() ?? others.shift();
    start?.();
  };

  const hasRoom = (runOptions?: { trusted?: boolean }) => (runOptions?.trusted ? trusted.length < maxTrustedWaiting : others.length < options.maxWaiting);

  return {
    hasRoom,
    run(check, runOptions) {
      const lane = runOptions?.trusted ? trusted : others;
      if (!hasRoom(runOptions)) return Promise.reject(new PasswordChecksBusyError(1));
      return new Promise((resolve, reject) => {
        lane.push(() => {
          active++;
          const done = () => {
            active--;
            next();
          };
          check().then(
            (value) => {
              done();
              resolve(value);
            },
            (error: unknown) => {
              done();
              reject(error);
            },
          );
        });
        next();
      });
    },
    stats: () => ({ active, waiting: trusted.length + others.length }),
  };
}

// The process's pool: one check at a time (~70 ms of the password thread's core), 16 waiting, and
// 8 places for returning browsers.
export const passwordChecks = createPasswordCheckPool({ concurrency: 1, maxWaiting: 16, maxTrustedWaiting: 8 });
