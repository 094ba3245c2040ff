import { MAX_COMPARED_RUNS } from "@/lib/schemas/run";

// What the runs list's Compare button does with the ticked runs, in the order they were ticked
// (the first is the baseline A): a link to the compare page, or why there is none.
export function compareSelection(selected: readonly string[], benchmarkOf: ReadonlyMap<string, string>): { href: string | null; problem: string | null } {
  if (selected.length < 2) return { href: null, problem: "Tick two or more runs of one benchmark to compare them." };
  if (selected.length > MAX_COMPARED_RUNS) return { href: null, problem: `Compare at most ${MAX_COMPARED_RUNS} runs at a time.` };
  const benchmarks = new Set(selected.map((id) => benchmarkOf.get(id)));
  if (benchmarks.size > 1) return { href: null, problem: "Runs over different benchmarks cannot be compared: tick runs of one benchmark." };
  return { href: `/runs/compare?runs=${selected.map(encodeURIComponent).join(",")}`, problem: null };
}
