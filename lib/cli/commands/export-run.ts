import { writeFileSync } from "node:fs";
import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { findRunForExport } from "@/lib/dal/runs/find-run-for-export";

const schema = z.object({
  format: z.literal("longmemeval", { message: 'the only export format is "longmemeval"' }),
  benchmark: z.string().optional(),
  out: z.string().min(1).optional(),
  workspace: z.string().optional(),
});

// Writes the hypotheses JSONL that LongMemEval's evaluate_qa.py reads: {question_id, hypothesis}.
export async function exportRunCommand(args: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, flags, "export run");
  if (args.length !== 1) throw new CliError("USAGE", "usage: lore export run RUN --format longmemeval [--benchmark B] [--out FILE]", 2);
  await withDatabase(out, { migrate: false }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const found = await findRunForExport({ workspaceId: workspace.id, run: args[0]!, benchmark: input.benchmark });
    if (!found.results) {
      throw new CliError(
        found.runs.length ? "AMBIGUOUS" : "NOT_FOUND",
        found.runs.length ? `several runs are called ${args[0]}: ${found.runs.join(", ")} (add --benchmark)` : `no run ${args[0]} in ${workspace.name}`,
      );
    }
    const lines = found.results.map((r) => JSON.stringify({ question_id: r.questionExternalId, hypothesis: r.hypothesis ?? "" }));
    const text = lines.length ? `${lines.join("\n")}\n` : "";
    if (input.out) {
      writeFileSync(input.out, text);
      out.result({ run: found.runs[0], questions: lines.length, out: input.out }, `wrote ${lines.length} hypotheses to ${input.out}`);
    } else if (out.json) {
      throw new CliError("USAGE", "export run: with --json, give --out FILE (stdout then carries the summary)", 2);
    } else process.stdout.write(text);
  });
}
