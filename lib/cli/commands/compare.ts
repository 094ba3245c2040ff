import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { getComparison } from "@/lib/services/runs/get-comparison";
import { resolveRunRef } from "@/lib/dal/runs/resolve-run-ref";
import { formatPercent } from "@/lib/format/format-number";
import { formatPoints, formatPointsInterval, formatPValue } from "@/lib/format/format-p-value";
import type { ComparisonSummary, PairCell } from "@/lib/runs/compare-runs";

const USAGE = "usage: lore compare RUN_A RUN_B [--benchmark B] [--workspace W] [--seed N] [--json]";

const schema = z.object({
  benchmark: z.string().trim().min(1).max(100).optional(),
  workspace: z.string().optional(),
  seed: z.coerce
    .number()
    .int("the seed is a whole number")
    .min(0)
    .max(2 ** 32 - 1)
    .optional(),
});

// `lore compare RUN_A RUN_B`: paired accuracy statistics of two runs over the same benchmark. With
// --json, exactly {n, accuracyA, accuracyB, delta, deltaCi95, onlyA, onlyB, mcnemarP, byType, ...}.
export async function compareCommand(args: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, flags, "compare");
  if (args.length !== 2) throw new CliError("USAGE", USAGE, 2);
  await withDatabase(out, { migrate: false }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const ids: string[] = [];
    for (const ref of args) {
      const matches = await resolveRunRef({ workspaceId: workspace.id, run: ref, benchmark: input.benchmark });
      if (matches.length === 0)
        throw new CliError("NOT_FOUND", `no run ${ref} in ${workspace.name}${input.benchmark ? ` (benchmark ${input.benchmark})` : ""}`);
      if (matches.length > 1) {
        throw new CliError("AMBIGUOUS", `several runs are called ${ref}: ${matches.map((m) => `${m.benchmark.name}/${m.name}`).join(", ")} (add --benchmark)`);
      }
      ids.push(matches[0]!.id);
    }
    if (ids[0] === ids[1]) throw new CliError("USAGE", "compare needs two different runs", 2);
    const comparison = await getComparison({ workspaceId: workspace.id, runIds: ids, seed: input.seed, withFlipDetails: false });
    if (!comparison.ok) throw new CliError(comparison.code, comparison.message);
    const summary = comparison.comparisons[0]!.summary;
    out.result({ ...summary, benchmark: comparison.benchmark.name }, humanReport(summary, comparison.benchmark.name));
  });
}

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
}

function cellRow(label: string, c: PairCell | ComparisonSummary, ci: [number, number] | null, widths: number[]): string {
  return row(
    [
      label,
      String(c.n),
      formatPercent(c.accuracyA),
      formatPercent(c.accuracyB),
      formatPoints(c.delta),
      formatPointsInterval(ci),
      String(c.onlyA),
      String(c.onlyB),
      formatPValue(c.mcnemarP),
    ],
    widths,
  );
}

export function humanReport(s: ComparisonSummary, benchmark: string): string {
  const types = Object.entries(s.byType);
  const widths = [Math.max(8, ...types.map(([t]) => t.length)), 5, 7, 7, 11, 16, 6, 6, 10];
  return [
    `A: ${s.runA.name}   B: ${s.runB.name}   benchmark ${benchmark}, ${s.n} questions judged in both`,
    `accuracy A ${formatPercent(s.accuracyA)}, B ${formatPercent(s.accuracyB)}; A - B ${formatPoints(s.delta)}, 95% CI ${formatPointsInterval(s.deltaCi95)} (paired bootstrap, ${s.bootstrap.resamples} resamples, seed ${s.bootstrap.seed})`,
    `right only in A: ${s.onlyA}; right only in B: ${s.onlyB}; exact McNemar p ${s.mcnemarP < 0.0001 ? "" : "= "}${formatPValue(s.mcnemarP)}`,
    "",
    row(["type", "n", "A", "B", "A - B", "95% CI (pts)", "only A", "only B", "McNemar p"], widths),
    ...types.map(([type, c]) => cellRow(type, c, c.deltaCi95, widths)),
    cellRow("all", s, s.deltaCi95, widths),
    "",
    "Per-type intervals: Newcombe's method 10 for paired proportions; overall: paired bootstrap.",
  ].join("\n");
}
