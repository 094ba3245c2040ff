import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { ExtractionAborted } from "@/lib/extraction/extractor";
import { createLimiter, sleep } from "@/lib/extraction/limiter";

describe("the concurrency limiter", () => {
  it("runs at most max calls at once, in order", async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        limit(async () => {
          running++;
          peak = Math.max(peak, running);
          order.push(i);
          await sleep(10);
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it("lets a waiting caller leave when its signal aborts, and leaves no listeners behind", async () => {
    const limit = createLimiter(1);
    const controller = new AbortController();
    const blocker = limit(() => sleep(50));
    const waiting = limit(async () => "ran", controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(ExtractionAborted);
    await blocker;
    const signal = new AbortController().signal;
    for (let i = 0; i < 50; i++) await limit(() => sleep(0, signal), signal);
    // None may be left on a long-lived signal.
    expect(getEventListeners(signal, "abort")).toHaveLength(0);
  });
});
