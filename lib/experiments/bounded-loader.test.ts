import { describe, expect, it } from "vitest";
import { createBoundedLoader } from "@/lib/experiments/bounded-loader";

describe("createBoundedLoader", () => {
  const setup = (max: number) => {
    const calls: string[][] = [];
    const get = createBoundedLoader(max, async (keys) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    return { get, calls };
  };

  it("loads a key once while it is kept", async () => {
    const { get, calls } = setup(10);
    expect([...(await get(["a", "b"])).values()]).toEqual(["A", "B"]);
    expect([...(await get(["b", "c", "b"])).entries()]).toEqual([
      ["b", "B"],
      ["c", "C"],
    ]);
    expect(calls).toEqual([["a", "b"], ["c"]]);
  });

  it("still returns every requested key when a request overflows the bound", async () => {
    const { get, calls } = setup(3);
    await get(["a", "b"]);
    // b is kept, but c and d would overflow: start afresh with b (not loaded again), c and d.
    expect([...(await get(["b", "c", "d"])).values()]).toEqual(["B", "C", "D"]);
    expect(calls).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect([...(await get(["d", "b"])).values()]).toEqual(["D", "B"]);
    expect(calls).toHaveLength(2);
    await get(["a"]);
    expect(calls).toEqual([["a", "b"], ["c", "d"], ["a"]]);
  });

  it("loads a key once when concurrent requests want it, and keeps what each request found", async () => {
    const calls: string[][] = [];
    const releases: (() => void)[] = [];
    const get = createBoundedLoader(2, (keys) => {
      calls.push(keys);
      return new Promise<Map<string, string>>((resolve) => releases.push(() => resolve(new Map(keys.map((k) => [k, k.toUpperCase()])))));
    });
    const first = get(["a", "b"]);
    const second = get(["b", "c"]); // b is loading: awaited, not loaded again
    expect(calls).toEqual([["a", "b"], ["c"]]);
    releases.forEach((release) => release());
    expect([...(await first).entries()]).toEqual([
      ["a", "A"],
      ["b", "B"],
    ]);
    expect([...(await second).entries()]).toEqual([
      ["b", "B"],
      ["c", "C"],
    ]);
  });

  it("fails every request waiting on a failed load, and loads the key again next time", async () => {
    let fail = true;
    const get = createBoundedLoader(5, async (keys) => {
      if (fail) throw new Error("database went away");
      return new Map(keys.map((k) => [k, k]));
    });
    const [a, b] = await Promise.allSettled([get(["x"]), get(["x", "y"])]);
    expect(a.status === "rejected" && String(a.reason)).toContain("database went away");
    expect(b.status).toBe("rejected");
    fail = false;
    expect([...(await get(["x"])).values()]).toEqual(["x"]);
  });
});
