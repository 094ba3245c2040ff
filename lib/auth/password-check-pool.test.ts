import { describe, expect, it } from "vitest";
import { createPasswordCheckPool, PasswordChecksBusyError } from "@/lib/auth/password-check-pool";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("the password check pool", () => {
  it("runs at most `concurrency` checks at once and queues up to `maxWaiting` more", async () => {
    const pool = createPasswordCheckPool({ concurrency: 2, maxWaiting: 3 });
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const check = () =>
      new Promise<boolean>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        release.push(() => {
          running--;
          resolve(true);
        });
      });
    const accepted = Array.from({ length: 5 }, () => pool.run(check));
    await tick();
    expect(pool.stats()).toEqual({ active: 2, waiting: 3 });
    // The sixth is turned away at once, without running its check.
    await expect(pool.run(check)).rejects.toBeInstanceOf(PasswordChecksBusyError);
    while (release.length > 0 || running > 0) {
      release.shift()?.();
      await tick();
    }
    expect(await Promise.all(accepted)).toEqual([true, true, true, true, true]);
    expect(peak).toBe(2);
    expect(pool.stats()).toEqual({ active: 0, waiting: 0 });
  });
});
