import { describe, expect, it } from "vitest";
import { layoutGroupedBars } from "@/lib/charts/grouped-bars";

describe("layoutGroupedBars", () => {
  const layout = layoutGroupedBars({
    groups: ["recall@10", "coverage", "accuracy"],
    series: [
      { id: "a", name: "A", values: [{ value: 0.9 }, { value: 0.8 }, { value: 0.94, lo: 0.9, hi: 0.97 }] },
      { id: "b", name: "B", values: [null, { value: 0.2 }, { value: 0.878 }] },
    ],
    max: 1,
  });

  it("starts every bar at zero", () => {
    expect(layout.yTicks[0]).toEqual({ value: 0, y: layout.baseline });
    for (const bar of layout.bars) expect(bar.y + bar.height).toBeCloseTo(layout.baseline, 9);
  });

  it("runs the axis to 100% for proportions, and scales bars by value", () => {
    expect(layout.yTicks.at(-1)!.value).toBe(1);
    const [a, b] = [layout.bars.find((x) => x.group === 1 && x.series === 0)!, layout.bars.find((x) => x.group === 1 && x.series === 1)!];
    expect(a.height / b.height).toBeCloseTo(4, 9);
  });

  it("leaves a slot without a bar for a missing value, and draws interval whiskers", () => {
    expect(layout.missing).toEqual([expect.objectContaining({ group: 0, series: 1 })]);
    const acc = layout.bars.find((x) => x.group === 2 && x.series === 0)!;
    expect(acc.whisker!.y1).toBeGreaterThan(acc.y);
    expect(acc.whisker!.y2).toBeLessThan(acc.y);
  });

  it("places groups side by side without overlapping bars", () => {
    const xs = layout.bars.map((b) => [b.x, b.x + b.width]).sort((p, q) => p[0]! - q[0]!);
    for (let i = 1; i < xs.length; i++) expect(xs[i]![0]).toBeGreaterThanOrEqual(xs[i - 1]![1]! - 1e-9);
  });
});
