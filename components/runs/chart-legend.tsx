export type LegendItem = { id: string; name: string; colour: string };

export function ChartLegend({ items, label }: { items: LegendItem[]; label: string }) {
  return (
    <ul aria-label={label} className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: item.colour }} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
