import { layoutCostQuality, type CostQualityInput } from "@/lib/charts/cost-quality";
import { formatCompactNumber } from "@/lib/charts/scale";
import { formatInteger, formatPercent } from "@/lib/format/format-number";

const SELECTED = "#D55E00";
const OTHER = "#0072B2";

// Accuracy against reader input tokens per question for every run of a benchmark, with the Pareto
// frontier (no run is both cheaper and more accurate than a frontier run). Compared runs are
// filled vermillion diamonds, the others hollow blue circles: shape and colour both tell them apart.
export function CostQualityChart({
  points,
  unplaced,
}: {
  points: (CostQualityInput & { judged: number })[];
  unplaced: { id: string; name: string; reason: string }[];
}) {
  const layout = layoutCostQuality({ points, label: (p) => `${p.name} (${formatPercent(p.quality)}, ${formatCompactNumber(p.cost)})` });
  const { plot } = layout;
  const frontier = new Set(layout.frontier.ids);
  return (
    <figure>
      <ul aria-label="Cost against quality: legend" className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <li className="flex items-center gap-1.5">
          <svg aria-hidden width="12" height="12">
            <path d="M6 0 L12 6 L6 12 L0 6 Z" fill={SELECTED} />
          </svg>
          compared runs
        </li>
        <li className="flex items-center gap-1.5">
          <svg aria-hidden width="12" height="12">
            <circle cx="6" cy="6" r="4.5" fill="white" stroke={OTHER} strokeWidth="2" />
          </svg>
          other runs of the benchmark
        </li>
        <li className="flex items-center gap-1.5">
          <svg aria-hidden width="20" height="12">
            <line x1="0" x2="20" y1="6" y2="6" stroke="#334155" strokeDasharray="4 3" strokeWidth="1.5" />
          </svg>
          Pareto frontier
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-label="Accuracy against reader input tokens per question"
        className="h-auto w-full max-w-3xl"
        fontSize={11}
      >
        {layout.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" />
            <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" fill="#475569">
              {Math.round(tick.value * 100)}
            </text>
          </g>
        ))}
        {layout.xTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={tick.x} x2={tick.x} y1={plot.bottom} y2={plot.bottom + 4} stroke="#334155" />
            <text x={tick.x} y={plot.bottom + 16} textAnchor="middle" fill="#475569">
              {formatCompactNumber(tick.value)}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#334155" />
        <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke="#334155" />
        <text x={(plot.left + plot.right) / 2} y={layout.height - 8} textAnchor="middle" fill="#334155" fontSize={12}>
          reader input tokens per question (mean)
        </text>
        <text
          x={14}
          y={(plot.top + plot.bottom) / 2}
          transform={`rotate(-90 14 ${(plot.top + plot.bottom) / 2})`}
          textAnchor="middle"
          fill="#334155"
          fontSize={12}
        >
          accuracy (%), axis from {Math.round(layout.yTicks[0]!.value * 100)}%
        </text>
        {layout.frontier.ids.length > 1 ? (
          <polyline points={layout.frontier.path} fill="none" stroke="#334155" strokeWidth={1.5} strokeDasharray="5 4" />
        ) : null}
        {layout.points.map((p) => (
          <g key={p.id}>
            {p.selected ? (
              <path d={`M${p.cx} ${p.cy - 7} L${p.cx + 7} ${p.cy} L${p.cx} ${p.cy + 7} L${p.cx - 7} ${p.cy} Z`} fill={SELECTED} />
            ) : (
              <circle cx={p.cx} cy={p.cy} r={5} fill="white" stroke={OTHER} strokeWidth={2} />
            )}
            <title>{`${p.name}: ${formatPercent(p.quality)} at ${formatInteger(p.cost)} tokens per question${frontier.has(p.id) ? " (on the frontier)" : ""}`}</title>
            <text x={p.label.x} y={p.label.y} textAnchor={p.label.anchor} fill="#0f172a" fontSize={11}>
              {p.label.text}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">
        Each run over its own judged questions. Token counts are the reader&apos;s input tokens as the run file reports them.
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">Chart data</summary>
        <table aria-label="Cost against quality: data" className="mt-2 text-xs">
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Run
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                Reader tokens / question
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                Accuracy
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                n
              </th>
              <th scope="col" className="px-2 py-1 text-left">
                Frontier
              </th>
            </tr>
          </thead>
          <tbody>
            {[...points]
              .sort((a, b) => a.cost - b.cost)
              .map((p) => (
                <tr key={p.id}>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {p.name}
                    {p.selected ? " (compared)" : ""}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{formatInteger(p.cost)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{formatPercent(p.quality)}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{p.judged}</td>
                  <td className="px-2 py-1">{frontier.has(p.id) ? "yes" : "no"}</td>
                </tr>
              ))}
            {unplaced.map((u) => (
              <tr key={u.id}>
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {u.name}
                </th>
                <td colSpan={4} className="px-2 py-1 text-slate-500">
                  not placed: {u.reason}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
