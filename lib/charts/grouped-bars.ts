import { linearScale, niceTicksFromZero } from "@/lib/charts/scale";

export type BarValue = { value: number; lo?: number; hi?: number } | null;

export type GroupedBarInput = {
  groups: string[];
  series: { id: string; name: string; values: BarValue[] }[];
  // The y axis runs from zero to this value at least (1 for proportions).
  max?: number;
  width?: number;
  height?: number;
};

export type PlacedBar = {
  group: number;
  series: number;
  x: number;
  width: number;
  // Top of the bar; every bar ends on the zero baseline (y + height = baseline).
  y: number;
  height: number;
  value: number;
  whisker: { y1: number; y2: number } | null;
};

export type GroupedBarLayout = {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  baseline: number;
  yTicks: { value: number; y: number }[];
  groupCentres: number[];
  bars: PlacedBar[];
  missing: { group: number; series: number; x: number; width: number }[];
};

const MARGIN = { left: 56, right: 12, top: 16, bottom: 44 };

// Geometry of a grouped bar chart whose bars all start at zero: groups along x, one bar per series
// in each group, an optional interval whisker per bar. Missing values get a slot but no bar, so
// the reader sees "not measured" rather than a zero.
export function layoutGroupedBars(input: GroupedBarInput): GroupedBarLayout {
  const width = input.width ?? 720;
  const height = input.height ?? 280;
  const plot = { left: MARGIN.left, right: width - MARGIN.right, top: MARGIN.top, bottom: height - MARGIN.bottom };
  const highest = Math.max(0, ...input.series.flatMap((s) => s.values.flatMap((v) => (v ? [v.value, v.hi ?? v.value] : []))));
  const ticks = niceTicksFromZero(Math.max(input.max ?? 0, highest));
  const top = ticks[ticks.length - 1]!;
  const y = linearScale([0, top], [plot.bottom, plot.top]);
  const groupWidth = (plot.right - plot.left) / Math.max(1, input.groups.length);
  const seriesCount = Math.max(1, input.series.length);
  const barWidth = Math.min(48, (groupWidth * 0.8) / seriesCount);
  const bars: PlacedBar[] = [];
  const missing: GroupedBarLayout["missing"] = [];
  input.groups.forEach((_, g) => {
    const start = plot.left + g * groupWidth + (groupWidth - barWidth * seriesCount) / 2;
    input.series.forEach((series, s) => {
      const x = start + s * barWidth;
      const v = series.values[g] ?? null;
      if (!v) {
        missing.push({ group: g, series: s, x, width: barWidth });
        return;
      }
      const value = Math.max(0, v.value);
      const barTop = y(value);
      bars.push({
        group: g,
        series: s,
        x,
        width: barWidth,
        y: barTop,
        height: plot.bottom - barTop,
        value: v.value,
        whisker: v.lo !== undefined && v.hi !== undefined ? { y1: y(Math.max(0, v.lo)), y2: y(v.hi) } : null,
      });
    });
  });
  return {
    width,
    height,
    plot,
    baseline: plot.bottom,
    yTicks: ticks.map((value) => ({ value, y: y(value) })),
    groupCentres: input.groups.map((_, g) => plot.left + (g + 0.5) * groupWidth),
    bars,
    missing,
  };
}
