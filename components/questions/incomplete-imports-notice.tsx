import { Command } from "@/components/ui/empty-state";

type Benchmark = { id: string; name: string; importState: string; importProblem: string | null };

// Benchmarks whose import stopped before its end: their questions are a partial set, so every
// figure over them is too. Says why and the two ways out.
export function IncompleteImportsNotice({ benchmarks }: { benchmarks: Benchmark[] }) {
  const incomplete = benchmarks.filter((b) => b.importState === "incomplete");
  if (incomplete.length === 0) return null;
  return (
    <div role="status" className="mb-4 space-y-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {incomplete.map((b) => (
        <div key={b.id} className="min-w-0">
          <p className="break-words">
            <strong>{b.name}</strong> is an incomplete import: {b.importProblem ?? "its import did not finish."} Experiments refuse it until the import
            finishes. Run the same import again to resume, or remove what it stored:
          </p>
          <Command>{`npm run lore -- import undo --benchmark ${b.name}`}</Command>
        </div>
      ))}
    </div>
  );
}
