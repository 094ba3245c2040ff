"use client";
import { useRouter } from "next/navigation";

type Option = { id: string; label: string };

// Which fact sheet stands beside the source: ?extractor=<id>, so the choice can be linked.
export function ExtractorPicker({ sessionId, current, options }: { sessionId: string; current: string; options: Option[] }) {
  const router = useRouter();
  return (
    <form action={`/sessions/${encodeURIComponent(sessionId)}`} className="flex items-end gap-2">
      <label className="flex flex-col text-xs text-slate-600">
        Fact sheet (extractor and version)
        <select
          key={current}
          name="extractor"
          defaultValue={current}
          onChange={(event) => router.push(`/sessions/${encodeURIComponent(sessionId)}?extractor=${encodeURIComponent(event.target.value)}`)}
          className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm">
          Show
        </button>
      </noscript>
    </form>
  );
}
