import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { createProgress } from "@/lib/cli/progress";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { importLongMemEval } from "@/lib/import/import-longmemeval";
import { PartialImportError } from "@/lib/import/partial-import-error";
import { benchmarkNameField } from "@/lib/schemas/import";
import { expandInputPaths, InputFileError, totalBytes } from "@/lib/import/read-json-values";

const schema = z.object({
  // As the Jobs page's "Import LongMemEval" form takes it.
  benchmark: benchmarkNameField,
  workspace: z.string().optional(),
});

export async function importLongMemEvalCommand(paths: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, flags, "import longmemeval");
  if (paths.length === 0) throw new CliError("USAGE", "usage: lore import longmemeval <path...> --benchmark NAME [--json]", 2);
  let total: number;
  try {
    total = await totalBytes(await expandInputPaths(paths));
  } catch (error) {
    if (error instanceof InputFileError) throw new CliError("INPUT", error.message);
    throw error;
  }
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(flags.workspace, out);
    const progress = createProgress("import", total);
    try {
      const summary = await importLongMemEval({
        workspaceId: workspace.id,
        benchmark: input.benchmark,
        paths,
        onProgress: (questions, bytes) => {
          progress.setBytes(bytes);
          progress.update(questions, "questions");
        },
        onWarning: out.log,
      });
      progress.done();
      out.result(
        summary,
        `imported ${summary.questions} questions into ${summary.benchmark}: ${summary.questionsImported} new, ${summary.questionsUpdated} updated, ` +
          `${summary.questionsUnchanged} unchanged; ${summary.sessions} sessions stored, ${summary.sessionsReused} reused; ` +
          `${summary.turns} turns, ${summary.evidenceTurns} evidence turns in ${summary.seconds}s`,
      );
    } catch (error) {
      progress.done();
      // --json scripts read what was kept from `committed` (questions, sessions, turns).
      if (error instanceof PartialImportError) {
        const left = error.benchmark ? { benchmark: error.benchmark, importState: "incomplete", undo: `lore import undo --benchmark ${error.benchmark}` } : {};
        throw new CliError("INPUT", error.message, 1, { committed: error.committed, ...left });
      }
      if (error instanceof InputFileError) throw new CliError("INPUT", error.message);
      throw error;
    }
  });
}
