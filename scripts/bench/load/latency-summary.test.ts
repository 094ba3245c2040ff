import { describe, expect, it } from "vitest";
import { nearestRank, summarizeLatencies } from "@/scripts/bench/load/latency-summary";

describe("summarizeLatencies", () => {
  it("reports nearest-rank percentiles of the unsorted latencies", () => {
    const ms = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(summarizeLatencies(ms)).toEqual({ n: 100, p50: 50, p95: 95, p99: 99, max: 100, mean: 50.5 });
  });

  it("gives the only value for every percentile of one request and NaN for none", () => {
    expect(summarizeLatencies([7.25])).toMatchObject({ n: 1, p50: 7.3, p99: 7.3, max: 7.3 });
    expect(nearestRank([], 50)).toBeNaN();
  });
});
