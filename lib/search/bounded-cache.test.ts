import { describe, expect, it } from "vitest";
import { createBoundedCache } from "@/lib/search/bounded-cache";

describe("createBoundedCache", () => {
  it("computes a value once, and forgets the entry used longest ago beyond its limit", () => {
    const cache = createBoundedCache<number>(2);
    let computed = 0;
    const value = (n: number) => () => (computed++, n * 10);
    expect(cache.get("a", value(1))).toBe(10);
    expect(cache.get("b", value(2))).toBe(20);
    expect(cache.get("a", value(99))).toBe(10);
    expect(computed).toBe(2);
    // "b" is now the entry used longest ago: adding "c" forgets it, not "a".
    expect(cache.get("c", value(3))).toBe(30);
    expect(cache.size).toBe(2);
    expect(cache.get("a", value(99))).toBe(10);
    expect(cache.get("b", value(4))).toBe(40);
    expect(computed).toBe(4);
  });

  it("keeps null values as computed", () => {
    const cache = createBoundedCache<null | number>(4);
    let computed = 0;
    expect(cache.get("x", () => (computed++, null))).toBeNull();
    expect(cache.get("x", () => (computed++, 1))).toBeNull();
    expect(computed).toBe(1);
  });
});
