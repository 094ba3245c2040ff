import { linearScale, niceTicksFromZero, ticksBetween } from "@/lib/charts/scale";
import { paretoFrontier } from "@/lib/stats/pareto-frontier";

export type CostQualityInput = { id: string; name: string; cost: number; quality: number; selected: boolean };

// Roughly how wide an 11px label is: 6.2px a character in a sans-serif font.
const CHAR_WIDTH = 6.2;

export type PlacedPoint = CostQualityInput & {
  cx: number;
  cy: number;
  onFrontier: boolean;
  label: { text: string; x: number; y: number; anchor: "start" | "end" };
};

export type CostQualityLayout = {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  xTicks: { value: number; x: number }[];
  yTicks: { value: number; y: number }[];
  points: PlacedPoint[];
  // The Pareto frontier (least cost, most accuracy), cheapest first, as an SVG polyline.
  frontier: { ids: string[]; path: string };
};

const MARGIN = { left: 56, right: 24, top: 16, bottom: 48 };
const LABEL_GAP = 13;

// Accuracy against reader cost. Cost runs from zero; accuracy from the tenth below the lowest
// point (a scatter has no bars, and squeezing 85-95% into the top tenth of a 0-100 axis would hide
// the differences the chart exists to show) up to 100%, and the axis says where it starts.
export function layoutCostQuality(input: {
  points: CostQualityInput[];
  width?: number;
  height?: number;
  label?: (point: CostQualityInput) => string;
}): CostQualityLayout {
  const width = input.width ?? 720;
  const height = input.height ?? 320;
  const plot = { left: MARGIN.left, right: width - MARGIN.right, top: MARGIN.top, bottom: height - MARGIN.bottom };
  const xTickValues = niceTicksFromZero(Math.max(1, ...input.points.map((p) => p.cost)));
  const lowest = Math.min(1, ...input.points.map((p) => p.quality));
  const yLo = Math.max(0, Math.floor((lowest - 0.02) * 10) / 10);
  const yTickValues = ticksBetween(yLo, 1, yLo >= 0.6 ? 0.05 : 0.1);
  const x = linearScale([0, xTickValues[xTickValues.length - 1]!], [plot.left, plot.right]);
  const y = linearScale([yLo, 1], [plot.bottom, plot.top]);
  const frontier = paretoFrontier(input.points.map((p) => ({ ...p, quality: p.quality })));
  const frontierIds = new Set(frontier.map((p) => p.id));

  // Labels sit right of their point, or left of it when they would run past the chart's right
  // edge, and move down when they would overlap a label already placed.
  const labelOf = input.label ?? ((p: CostQualityInput) => p.name);
  const placed: { x0: number; x1: number; y: number }[] = [];
  const points = [...input.points]
    .sort((p, q) => q.quality - p.quality || p.cost - q.cost)
    .map((p) => {
      const cx = x(p.cost);
      const cy = y(p.quality);
      const text = labelOf(p);
      const textWidth = text.length * CHAR_WIDTH;
      const anchor: "start" | "end" = cx + 8 + textWidth > width - 4 ? "end" : "start";
      const lx = anchor === "start" ? cx + 8 : cx - 8;
      const x0 = anchor === "start" ? lx : lx - textWidth;
      const x1 = x0 + textWidth;
      let ly = cy + 4;
      while (placed.some((l) => Math.abs(l.y - ly) < LABEL_GAP && l.x0 < x1 && x0 < l.x1)) ly += LABEL_GAP;
      placed.push({ x0, x1, y: ly });
      return { ...p, cx, cy, onFrontier: frontierIds.has(p.id), label: { text, x: lx, y: ly, anchor } };
    });

  return {
    width,
    height,
    plot,
    xTicks: xTickValues.map((value) => ({ value, x: x(value) })),
    yTicks: yTickValues.map((value) => ({ value, y: y(value) })),
    points,
    frontier: { ids: frontier.map((p) => p.id), path: frontier.map((p) => `${x(p.cost).toFixed(1)},${y(p.quality).toFixed(1)}`).join(" ") },
  };
}
