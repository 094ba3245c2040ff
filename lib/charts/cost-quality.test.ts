import { describe, expect, it } from "vitest";
import { layoutCostQuality } from "@/lib/charts/cost-quality";

const SEED = [
  { id: "fs", name: "fact sheets", cost: 2_800, quality: 0.878, selected: true },
  { id: "s5", name: "five sessions", cost: 14_000, quality: 0.902, selected: false },
  { id: "s10", name: "ten sessions", cost: 28_000, quality: 0.942, selected: true },
  { id: "bad", name: "dominated", cost: 20_000, quality: 0.89, selected: false },
];

describe("layoutCostQuality", () => {
  const layout = layoutCostQuality({ points: SEED });

  it("draws the frontier through the seed's three points, cheapest first, not the dominated one", () => {
    expect(layout.frontier.ids).toEqual(["fs", "s5", "s10"]);
    expect(layout.frontier.path.split(" ")).toHaveLength(3);
    expect(layout.points.find((p) => p.id === "bad")!.onFrontier).toBe(false);
  });

  it("starts the cost axis at zero and the accuracy axis at a labelled tenth below the lowest point", () => {
    expect(layout.xTicks[0]).toEqual({ value: 0, x: layout.plot.left });
    expect(layout.xTicks.at(-1)!.value).toBe(30_000);
    expect(layout.yTicks[0]!.value).toBe(0.8);
    expect(layout.yTicks.at(-1)!.value).toBe(1);
  });

  it("places more accurate and cheaper points higher and further left", () => {
    const fs = layout.points.find((p) => p.id === "fs")!;
    const s10 = layout.points.find((p) => p.id === "s10")!;
    expect(fs.cx).toBeLessThan(s10.cx);
    expect(s10.cy).toBeLessThan(fs.cy);
  });

  it("puts a label left of its point when it would run past the right edge", () => {
    const placed = layoutCostQuality({ points: [{ ...SEED[2]!, cost: 116_000 }, SEED[0]!], label: (p) => `${p.name} (94.2%, 116k tokens per question)` });
    const far = placed.points.find((p) => p.id === "s10")!;
    expect(far.label.anchor).toBe("end");
    expect(far.label.x).toBeLessThan(far.cx);
    expect(placed.points.find((p) => p.id === "fs")!.label.anchor).toBe("start");
  });

  it("keeps labels from overlapping", () => {
    const labels = layoutCostQuality({ points: SEED.map((p, i) => ({ ...p, cost: 1000 + i, quality: 0.9 })) }).points.map((p) => p.label);
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) expect(Math.abs(labels[i]!.y - labels[j]!.y)).toBeGreaterThanOrEqual(13);
  });
});
