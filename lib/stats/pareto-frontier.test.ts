import { describe, expect, it } from "vitest";
import { paretoFrontier } from "@/lib/stats/pareto-frontier";

// Lore's founding experiment: fact sheets, five sessions, ten sessions (reader tokens per
// question, accuracy).
const SEED = [
  { id: "fact sheets", cost: 2_800, quality: 0.878 },
  { id: "five sessions", cost: 14_000, quality: 0.902 },
  { id: "ten sessions", cost: 28_000, quality: 0.942 },
];

describe("paretoFrontier", () => {
  it("keeps all three seed points, cheapest first, and drops a dominated one", () => {
    const dominated = { id: "twenty sessions, worse", cost: 40_000, quality: 0.9 };
    expect(paretoFrontier([dominated, ...SEED].reverse()).map((p) => p.id)).toEqual(["fact sheets", "five sessions", "ten sessions"]);
  });

  it("drops a point that costs the same for less, or more for the same", () => {
    const sameCostWorse = { id: "same cost, worse", cost: 14_000, quality: 0.89 };
    const dearerSame = { id: "dearer, same", cost: 20_000, quality: 0.902 };
    expect(paretoFrontier([...SEED, sameCostWorse, dearerSame]).map((p) => p.id)).toEqual(["fact sheets", "five sessions", "ten sessions"]);
  });

  it("keeps exact duplicates, and is empty for no points", () => {
    expect(paretoFrontier([SEED[0]!, { ...SEED[0]!, id: "twin" }]).map((p) => p.id)).toEqual(["fact sheets", "twin"]);
    expect(paretoFrontier([])).toEqual([]);
  });
});
