import { describe, expect, it } from "vitest";
import { base62, deriveSeed, hex8, permute32 } from "@/lib/longmemeval/synthetic/synthetic-ids";

describe("synthetic ids", () => {
  it("never gives two indices the same permuted value", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 100_000; i++) seen.add(permute32(i, 42));
    expect(seen.size).toBe(100_000);
  });

  it("derives different seeds for different labels, indices and seeds, and the same seed again", () => {
    expect(deriveSeed(1, "filler", 5)).toBe(deriveSeed(1, "filler", 5));
    const values = [deriveSeed(1, "filler", 5), deriveSeed(1, "filler", 6), deriveSeed(1, "question", 5), deriveSeed(2, "filler", 5)];
    expect(new Set(values).size).toBe(4);
  });

  it("pads hex and base62 to a fixed width", () => {
    expect(hex8(255)).toBe("000000ff");
    expect(base62(0, 6)).toBe("000000");
    expect(base62(0xffffffff, 6)).toHaveLength(6);
  });
});
