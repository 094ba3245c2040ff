import { GroupedBarChart, type ChartSeries } from "@/components/runs/grouped-bar-chart";
import { formatPercent } from "@/lib/format/format-number";

// Accuracy per question type for one or more runs, each bar with its 95% Wilson interval; the
// exact numbers are in the table under "Chart data".
export function AccuracyByTypeChart({
  title,
  types,
  series,
  counts,
}: {
  title: string;
  types: string[];
  series: ChartSeries[];
  counts?: Record<string, number>[];
}) {
  return (
    <figure>
      <GroupedBarChart title={title} groups={types} series={series} yLabel="accuracy (%)" height={320} />
      <figcaption className="mt-1 text-xs text-slate-600">Bars start at 0%. Whiskers: 95% Wilson interval.</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">Chart data</summary>
        <table aria-label={`${title}: data`} className="mt-2 text-xs">
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Type
              </th>
              {series.map((s) => (
                <th key={s.id} scope="col" className="px-2 py-1 text-right">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {types.map((type, t) => (
              <tr key={type}>
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {type}
                </th>
                {series.map((s, i) => {
                  const v = s.values[t];
                  const n = counts?.[i]?.[type];
                  return (
                    <td key={s.id} className="px-2 py-1 text-right tabular-nums">
                      {v
                        ? `${formatPercent(v.value)}${v.lo !== undefined && v.hi !== undefined ? ` [${formatPercent(v.lo)}, ${formatPercent(v.hi)}]` : ""}`
                        : "—"}
                      {n !== undefined ? ` (n=${n})` : ""}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
