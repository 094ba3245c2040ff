import { describe, expect, it } from "vitest";
import { createExactScanCache, MAX_SIZE_AGE_MS, SIZE_TTL_MS, type ExactScans } from "@/lib/search/exact-scan-cache";

const small: ExactScans = { memory: true, observation: true, fact_sheet: true };
const grown: ExactScans = { memory: true, observation: false, fact_sheet: true };

// A count whose answers are handed out in turn, with a log of the calls, and a clock set by hand.
function setup(answers: (ExactScans | Error)[]) {
  let clock = 0;
  const calls: string[] = [];
  const errors: unknown[] = [];
  const cache = createExactScanCache(
    async (workspaceId) => {
      calls.push(workspaceId);
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    { now: () => clock, onRecountError: (_, error) => errors.push(error) },
  );
  return { cache, calls, errors, advance: (ms: number) => (clock += ms) };
}

describe("createExactScanCache", () => {
  it("counts once for callers at the same time, and not again within a minute", async () => {
    const { cache, calls, advance } = setup([small]);
    const [a, b] = [cache("ws"), cache("ws")];
    expect(await a.exact).toEqual(small);
    expect(await b.exact).toEqual(small);
    advance(SIZE_TTL_MS - 1);
    expect(cache("ws").recount).toBeNull();
    expect(calls).toEqual(["ws"]);
  });

  it("gives a stale answer at once and recounts after the caller's statement, one recount at a time", async () => {
    const { cache, calls, advance } = setup([small, grown]);
    await cache("ws").exact;
    advance(SIZE_TTL_MS);
    const stale = cache("ws");
    expect(await stale.exact).toEqual(small);
    expect(stale.recount).not.toBeNull();
    expect(cache("ws").recount).toBeNull(); // a second caller does not start another
    expect(calls).toEqual(["ws"]); // nothing counted until the caller says so
    await stale.recount!();
    expect(calls).toEqual(["ws", "ws"]);
    expect(await cache("ws").exact).toEqual(grown);
  });

  it("keeps the old answer when a recount fails, reports it, and tries again on the next stale read", async () => {
    const { cache, calls, errors, advance } = setup([small, new Error("connection lost"), grown]);
    await cache("ws").exact;
    advance(SIZE_TTL_MS);
    await cache("ws").recount!();
    expect(errors).toEqual([new Error("connection lost")]);
    const again = cache("ws");
    expect(await again.exact).toEqual(small);
    await again.recount!();
    expect(await cache("ws").exact).toEqual(grown);
    expect(calls).toHaveLength(3);
  });

  it("counts again before answering when the answer is ten minutes old, and forgets a failed first count", async () => {
    const { cache, advance } = setup([small, grown, new Error("no database"), small]);
    await cache("ws").exact;
    advance(MAX_SIZE_AGE_MS);
    const old = cache("ws");
    expect(old.recount).toBeNull();
    expect(await old.exact).toEqual(grown);
    await expect(cache("other").exact).rejects.toThrow("no database");
    expect(await cache("other").exact).toEqual(small);
  });
});
