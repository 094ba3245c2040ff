import { describe, expect, it } from "vitest";
import { createRandom } from "@/lib/demo/seeded-random";
import { makeSearchQueries } from "@/scripts/bench/load/search-queries";

const texts = ["I booked the hotel near the harbour for Saturday", "My sister recommended a pottery workshop downtown"];

describe("makeSearchQueries", () => {
  it("makes the same varied queries for the same seed, from the texts' own words", () => {
    const queries = makeSearchQueries(createRandom(3), texts, 10);
    expect(queries).toEqual(makeSearchQueries(createRandom(3), texts, 10));
    expect(new Set(queries).size).toBeGreaterThan(5);
    expect(queries.some((q) => q.startsWith('"'))).toBe(true);
    expect(queries.some((q) => q.endsWith("?"))).toBe(true);
    const known = new Set(
      texts
        .join(" ")
        .toLowerCase()
        .match(/[a-z]{5,}/g),
    );
    expect(queries[0]!.split(" ").every((w) => known.has(w))).toBe(true);
  });

  it("refuses texts without words to search for", () => {
    expect(() => makeSearchQueries(createRandom(1), ["ok", "a b c"], 3)).toThrow(/at least three words/);
  });
});
