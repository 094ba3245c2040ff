import { STAGE_DEFINITIONS, STAGE_LABELS, STAGE_ORDER, type StageKey } from "@/lib/questions/stage-definitions";

// What each stage verdict means, in the words every view of a question uses.
export function StageDefinitionsList({
  keys = STAGE_ORDER,
  label = "What each stage means",
  open = true,
}: {
  keys?: StageKey[];
  label?: string;
  open?: boolean;
}) {
  return (
    <details className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm" open={open}>
      <summary className="cursor-pointer font-medium text-slate-800">{label}</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {keys.map((key) => (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-800">{STAGE_LABELS[key]}</dt>
            <dd className="mb-1 text-slate-600 sm:mb-0">{STAGE_DEFINITIONS[key]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
