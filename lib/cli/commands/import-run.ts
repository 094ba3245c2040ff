import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { importRun } from "@/lib/import/import-run";
import { InputFileError } from "@/lib/import/read-json-values";
import { formatPercent } from "@/lib/format/format-number";
import { RunMergeError } from "@/lib/runs/merge-run-rows";
import { runImportFields } from "@/lib/schemas/run";

// The run's fields as the Jobs page's upload and POST /api/v1/runs/import take them.
const schema = z.object({
  ...runImportFields,
  eval: z.string().min(1).optional(),
  workspace: z.string().optional(),
});

export async function importRunCommand(paths: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, flags, "import run");
  if (paths.length !== 1)
    throw new CliError("USAGE", "usage: lore import run <file> [--eval <file>] --benchmark NAME --name RUN [--reader R --judge J --notes T] [--json]", 2);
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    try {
      const summary = await importRun({ ...input, workspaceId: workspace.id, file: paths[0]!, evalFile: input.eval });
      const types = Object.entries(summary.byType).map(([type, c]) => `  ${type}: ${c.correct}/${c.n} = ${formatPercent(c.accuracy)}`);
      out.result(
        summary,
        [
          `${summary.replaced ? "replaced" : "imported"} run ${summary.run} (${summary.results} results) into ${summary.benchmark}`,
          `accuracy ${summary.correct}/${summary.n} = ${formatPercent(summary.accuracy, 2)}; task-averaged ${formatPercent(summary.taskAveragedAccuracy, 2)}; abstention ${summary.abstention.correct}/${summary.abstention.n}`,
          ...types,
          ...(summary.unmatchedQuestionIds.length
            ? [`${summary.unmatchedQuestionIds.length} question ids are not in the benchmark (types taken from the file)`]
            : []),
        ].join("\n"),
      );
    } catch (error) {
      if (error instanceof InputFileError || error instanceof RunMergeError) throw new CliError("INPUT", error.message);
      throw error;
    }
  });
}
