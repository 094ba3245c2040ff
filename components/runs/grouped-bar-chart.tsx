import { ChartLegend } from "@/components/runs/chart-legend";
import { layoutGroupedBars, type BarValue } from "@/lib/charts/grouped-bars";

export type ChartSeries = { id: string; name: string; colour: string; values: BarValue[] };

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

// Grouped bars for proportions: the y axis runs from 0% to 100%, every bar starts at zero, a
// whisker shows a 95% interval where one is given, and a value with no measurement is marked
// "n/a" instead of being drawn as zero. Colour is never the only cue: values are printed on the
// bars when they fit, and each bar carries a tooltip naming its run, group and value.
export function GroupedBarChart({
  title,
  groups,
  series,
  yLabel,
  height = 300,
}: {
  title: string;
  groups: string[];
  series: ChartSeries[];
  yLabel: string;
  height?: number;
}) {
  const layout = layoutGroupedBars({ groups, series, max: 1, height });
  const { plot } = layout;
  return (
    <div>
      <ChartLegend label={`${title}: runs`} items={series} />
      <svg viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={title} className="h-auto w-full max-w-3xl" fontSize={11}>
        <text
          x={14}
          y={(plot.top + plot.bottom) / 2}
          transform={`rotate(-90 14 ${(plot.top + plot.bottom) / 2})`}
          textAnchor="middle"
          fill="#334155"
          fontSize={12}
        >
          {yLabel}
        </text>
        {layout.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke={tick.value === 0 ? "#334155" : "#e2e8f0"} />
            <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" fill="#475569">
              {Math.round(tick.value * 100)}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke="#334155" />
        {groups.map((group, g) => {
          const [main, unit] = splitLabel(group);
          return (
            <text key={group} x={layout.groupCentres[g]} y={plot.bottom + 16} textAnchor="middle" fill="#0f172a">
              {main}
              {unit ? (
                <tspan x={layout.groupCentres[g]} dy={13} fill={unit.startsWith("(") ? "#64748b" : "#0f172a"} fontSize={unit.startsWith("(") ? 10 : 11}>
                  {unit}
                </tspan>
              ) : null}
            </text>
          );
        })}
        {layout.bars.map((bar) => {
          const s = series[bar.series]!;
          const v = s.values[bar.group]!;
          const labelY = (bar.whisker ? Math.min(bar.whisker.y2, bar.y) : bar.y) - 4;
          const interval = v.lo !== undefined && v.hi !== undefined ? ` (95% CI ${pct(v.lo)}–${pct(v.hi)})` : "";
          return (
            <g key={`${bar.group}-${bar.series}`}>
              <rect x={bar.x + 1} y={bar.y} width={Math.max(1, bar.width - 2)} height={bar.height} fill={s.colour}>
                <title>{`${s.name} · ${groups[bar.group]}: ${pct(bar.value)}${interval}`}</title>
              </rect>
              {bar.whisker ? (
                <g stroke="#0f172a" strokeWidth={1.2}>
                  <line x1={bar.x + bar.width / 2} x2={bar.x + bar.width / 2} y1={bar.whisker.y1} y2={bar.whisker.y2} />
                  <line x1={bar.x + bar.width / 2 - 4} x2={bar.x + bar.width / 2 + 4} y1={bar.whisker.y1} y2={bar.whisker.y1} />
                  <line x1={bar.x + bar.width / 2 - 4} x2={bar.x + bar.width / 2 + 4} y1={bar.whisker.y2} y2={bar.whisker.y2} />
                </g>
              ) : null}
              {bar.width >= 26 ? (
                <text x={bar.x + bar.width / 2} y={labelY} textAnchor="middle" fill="#0f172a" fontSize={10}>
                  {(bar.value * 100).toFixed(1)}
                </text>
              ) : null}
            </g>
          );
        })}
        {layout.missing.map((slot) => (
          <text key={`m-${slot.group}-${slot.series}`} x={slot.x + slot.width / 2} y={plot.bottom - 4} textAnchor="middle" fill="#64748b" fontSize={10}>
            n/a
            <title>{`${series[slot.series]!.name} · ${groups[slot.group]}: not measured`}</title>
          </text>
        ))}
      </svg>
    </div>
  );
}

// Long group labels go on two lines so neighbours do not collide: "Evidence coverage" over
// "(% of evidence turns)", "single-session-" over "preference".
function splitLabel(label: string): [string, string | null] {
  const paren = label.indexOf(" (");
  if (paren !== -1) return [label.slice(0, paren), label.slice(paren + 1)];
  const hyphen = label.lastIndexOf("-");
  return label.length > 14 && hyphen > 0 ? [label.slice(0, hyphen + 1), label.slice(hyphen + 1)] : [label, null];
}
