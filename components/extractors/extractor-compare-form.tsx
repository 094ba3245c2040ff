import { Button } from "@/components/ui/button";

type Option = { id: string; name: string; version: string; factSheets: number };
type BenchmarkOption = { id: string; name: string; sessionsWithSheets: number };

const selectClass = "mt-1 block max-w-full rounded-md border border-slate-300 px-2 py-1.5";

// Picks the benchmark and the two extractor versions to compare (a plain GET form: the choice
// lives in the URL).
export function ExtractorCompareForm({
  extractors,
  a,
  b,
  benchmarks,
  benchmark,
}: {
  extractors: Option[];
  a?: string;
  b?: string;
  benchmarks?: BenchmarkOption[];
  benchmark?: string;
}) {
  const select = (name: "a" | "b", value: string | undefined, fallback: number) => (
    <label className="min-w-0 max-w-full text-sm">
      <span className="block text-slate-700">{name === "a" ? "A (baseline)" : "B"}</span>
      <select name={name} defaultValue={value ?? extractors[fallback]?.id} className={selectClass}>
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
      {benchmarks?.length ? (
        <label className="min-w-0 max-w-full text-sm">
          <span className="block text-slate-700">Benchmark</span>
          <select name="benchmark" defaultValue={benchmark} className={selectClass}>
            {benchmarks.map((bm) => (
              <option key={bm.id} value={bm.id}>
                {bm.name} ({bm.sessionsWithSheets} sessions with sheets)
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {select("a", a, 0)}
      {select("b", b, 1)}
      <Button type="submit" variant="secondary">
        Compare
      </Button>
    </form>
  );
}
