import { afterEach, describe, expect, it, vi } from "vitest";
import { onStopSignal } from "@/lib/cli/stop-signals";

// Signals are delivered by emitting them on process, as Node does for a real one.
describe("onStopSignal", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("stops once for a signal and its repeats within a second, and forces on a later one", () => {
    vi.useFakeTimers();
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const stop = vi.fn();
    const force = vi.fn();
    const off = onStopSignal(stop, force);
    try {
      process.emit("SIGINT");
      vi.advanceTimersByTime(50);
      process.emit("SIGINT");
      process.emit("SIGTERM");
      expect(stop).toHaveBeenCalledTimes(1);
      expect(force).not.toHaveBeenCalled();
      expect(exit).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_500);
      process.emit("SIGINT");
      expect(force).toHaveBeenCalledTimes(1);
      expect(exit).toHaveBeenCalledWith(130);
    } finally {
      off();
    }
  });

  it("removes its handlers when the command is done", () => {
    const before = process.listenerCount("SIGINT");
    const off = onStopSignal(vi.fn(), vi.fn());
    expect(process.listenerCount("SIGINT")).toBe(before + 1);
    expect(process.listenerCount("SIGTERM")).toBeGreaterThan(0);
    off();
    expect(process.listenerCount("SIGINT")).toBe(before);
  });
});
