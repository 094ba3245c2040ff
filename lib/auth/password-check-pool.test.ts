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

describe("trusted devices in the password check pool", () => {
  it("serves a trusted attempt before every waiting untrusted one, in a lane of its own", async () => {
    const pool = createPasswordCheckPool({ concurrency: 1, maxWaiting: 2, maxTrustedWaiting: 1 });
    const order: string[] = [];
    const release: (() => void)[] = [];
    const check = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(name);
        release.push(() => resolve(name));
      });
    const runs = [pool.run(check("first")), pool.run(check("flood-1")), pool.run(check("flood-2"))];
    // The untrusted lane is full; a trusted attempt still has its place.
    await expect(pool.run(check("flood-3"))).rejects.toBeInstanceOf(PasswordChecksBusyError);
    runs.push(pool.run(check("returning"), { trusted: true }));
    await expect(pool.run(check("returning-2"), { trusted: true })).rejects.toBeInstanceOf(PasswordChecksBusyError);
    await tick();
    expect(pool.stats()).toEqual({ active: 1, waiting: 3 });
    while (release.length > 0 || order.length < 4) {
      release.shift()?.();
      await tick();
    }
    expect(await Promise.all(runs)).toEqual(["first", "flood-1", "flood-2", "returning"]);
    expect(order).toEqual(["first", "returning", "flood-1", "flood-2"]);
  });

  it("frees its place when a check fails", async () => {
    const pool = createPasswordCheckPool({ concurrency: 1, maxWaiting: 1 });
    await expect(pool.run(() => Promise.reject(new Error("thread gone")))).rejects.toThrow("thread gone");
    expect(await pool.run(() => Promise.resolve(true))).toBe(true);
    expect(pool.stats()).toEqual({ active: 0, waiting: 0 });
  });
});

describe("room in the password check pool", () => {
  it("says whether each lane would take an attempt now", async () => {
    const pool = createPasswordCheckPool({ concurrency: 1, maxWaiting: 1, maxTrustedWaiting: 1 });
    let release = () => {};
    const running = pool.run(() => new Promise<void>((resolve) => (release = resolve)));
    await tick();
    expect(pool.hasRoom()).toBe(true);
    const waiting = pool.run(() => Promise.resolve());
    expect(pool.hasRoom()).toBe(false);
    expect(pool.hasRoom({ trusted: true })).toBe(true);
    release();
    await Promise.all([running, waiting]);
    expect(pool.hasRoom()).toBe(true);
  });
});
