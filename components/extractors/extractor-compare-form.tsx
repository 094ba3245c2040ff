import { Button } from "@/components/ui/button";

type Option = { id: string; name: string; version: string; factSheets: number };

// Picks the two extractor versions to compare (a plain GET form: the choice lives in the URL).
export function ExtractorCompareForm({ extractors, a, b }: { extractors: Option[]; a?: string; b?: string }) {
  const select = (name: "a" | "b", value: string | undefined, fallback: number) => (
    <label className="text-sm">
      <span className="block text-slate-700">{name === "a" ? "A (baseline)" : "B"}</span>
      <select name={name} defaultValue={value ?? extractors[fallback]?.id} className="mt-1 rounded-md border border-slate-300 px-2 py-1.5">
        {extractors.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}@{e.version} ({e.factSheets} sheets)
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Choose extractors">
      {select("a", a, 0)}
      {select("b", b, 1)}
      <Button type="submit" variant="secondary">
        Compare
      </Button>
    </form>
  );
}
