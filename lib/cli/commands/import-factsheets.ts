import { z } from "@/lib/zod";
import { CliError } from "@/lib/cli/cli-error";
import { withDatabase } from "@/lib/cli/context";
import type { Output } from "@/lib/cli/output";
import { parseInput } from "@/lib/cli/parse-input";
import { resolveWorkspace } from "@/lib/cli/resolve-workspace";
import { importFactSheets } from "@/lib/dal/fact-sheets/import-fact-sheets";
import { findBenchmarkByName } from "@/lib/dal/benchmarks/find-benchmark-by-name";
import { expandInputPaths, InputFileError, readJsonValues } from "@/lib/import/read-json-values";
import { extractorSpecSchema, factSheetLineSchema, type FactSheetLine } from "@/lib/schemas/fact-sheet";

const schema = z.object({
  benchmark: z.string().trim().min(1, "name the benchmark").max(100),
  extractor: extractorSpecSchema,
  workspace: z.string().optional(),
});

async function readLines(file: string): Promise<FactSheetLine[]> {
  const lines: FactSheetLine[] = [];
  const seen = new Set<string>();
  try {
    // Resolves a symlinked file, and names a dangling link or a link loop instead of failing on open.
    await expandInputPaths([file]);
    for await (const item of readJsonValues([file])) {
      const where = item.format === "sequence" ? `line ${item.startLine}` : `row ${lines.length + 1}`;
      const parsed = factSheetLineSchema.safeParse(item.value);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "(line)"}: ${i.message}`).join("; ");
        throw new CliError("INPUT", `${file}: ${where}: ${problems}`);
      }
      if (seen.has(parsed.data.session_id))
        throw new CliError("INPUT", `${file}: ${where}: session ${parsed.data.session_id} has a fact sheet earlier in the file`);
      seen.add(parsed.data.session_id);
      lines.push(parsed.data);
    }
  } catch (error) {
    if (error instanceof InputFileError) throw new CliError("INPUT", error.message);
    throw error;
  }
  if (lines.length === 0) throw new CliError("INPUT", `${file}: has no fact sheets`);
  return lines;
}

export async function importFactSheetsCommand(paths: string[], flags: Record<string, unknown>, out: Output): Promise<void> {
  const input = parseInput(schema, flags, "import factsheets");
  if (paths.length !== 1) throw new CliError("USAGE", "usage: lore import factsheets <file.jsonl> --benchmark NAME --extractor NAME@VERSION [--json]", 2);
  const started = Date.now();
  const lines = await readLines(paths[0]!);
  await withDatabase(out, { migrate: true }, async () => {
    const workspace = await resolveWorkspace(input.workspace, out);
    const benchmark = await findBenchmarkByName({ workspaceId: workspace.id, name: input.benchmark });
    if (!benchmark) throw new CliError("NOT_FOUND", `no benchmark ${input.benchmark} in ${workspace.name}: import its questions first`);
    const counts = await importFactSheets({ workspaceId: workspace.id, benchmarkId: benchmark.id, extractor: input.extractor, lines });
    const extractor = `${input.extractor.name}@${input.extractor.version}`;
    out.result(
      { benchmark: input.benchmark, extractor, ...counts, seconds: Number(((Date.now() - started) / 1000).toFixed(2)) },
      `imported ${counts.factSheets} fact sheets from ${extractor} for ${counts.sessions} sessions (${counts.created} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.passthrough} passthrough)`,
    );
  });
}
